// Test worker for the CV parser pool: a parse that keeps allocating memory until the worker's heap cap stops it.
export default function hog() {
  const kept = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
}
