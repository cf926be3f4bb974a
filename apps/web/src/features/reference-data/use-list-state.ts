import { useCallback, useState } from "react";

export type ListStateValue<F> = F & { q: string; page: number; sort: string; dir: "asc" | "desc" };

/** A list's filters, search word, order and page; changing anything but the page goes back to the first page. */
export function useListState<F extends { [key: string]: string }>(filters: F, sort: string) {
  const [state, setState] = useState<ListStateValue<F>>({ ...filters, q: "", page: 1, sort, dir: "asc" });
  const set = useCallback(
    (changes: Partial<ListStateValue<F>>) =>
      setState((current) => ({ ...current, ...changes, page: changes.page ?? 1 })),
    [],
  );
  const onSearch = useCallback((q: string) => set({ q } as Partial<ListStateValue<F>>), [set]);
  /** The filter as the API's query: empty values and the page left out. */
  const filter = Object.fromEntries(
    Object.entries(state).filter(([key, value]) => key !== "page" && value !== ""),
  ) as Record<string, string>;
  return { state, set, onSearch, filter };
}
