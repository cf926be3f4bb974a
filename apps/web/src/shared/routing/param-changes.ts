/**
 * The address's query with `changes` applied: a value sets its key, null or "" removes it; other keys stay. The
 * list screens' filters, pages and open drawers change the address through it (with useAddressParams' functional
 * setter, so that each change builds on the one before).
 */
export function withParamChanges(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}
