// Test worker for the CV parser pool: answers at once, or spins forever when the file's first byte is 1.
/** @param {{ data: Uint8Array }} input */
export default function spinWhenAsked(input) {
  if (input.data[0] === 1) {
    for (;;) {
      // never returns
    }
  }
  return { ok: false, code: "profiles.cv_unreadable" };
}
