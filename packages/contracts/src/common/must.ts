/**
 * A value that must be there, with the reason when it is not: replaces the `value!` non-null assertion (issue 14),
 * so a broken invariant fails with a message that says what was missing instead of a TypeError further on.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: expected a value, got ${value}`);
  return value;
}
