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

/**
 * withParamChanges for a filtered list: a change goes back to the first page (removes `page`) unless it names one
 * of `keepPageFor` — the page itself, or a key that does not change the list (an open drawer).
 */
export function withFilterChanges(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
  keepPageFor: readonly string[] = ["page"],
): URLSearchParams {
  const next = withParamChanges(current, changes);
  if (!keepPageFor.some((key) => key in changes)) next.delete("page");
  return next;
}
