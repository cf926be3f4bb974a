// Test worker for the CV parser pool: a parse that never ends (a pure-CPU loop, as a catastrophic pattern would be).
export default function spin() {
  for (;;) {
    // never returns
  }
}
