import type { CategoryAdmin, CategoryFilter } from "@mkt/contracts";

export type CategoryNode = {
  id: number;
  parentId: number | null;
  code: string;
  nameIt: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
};

/** Whether `candidate` is `id` itself or lies under it (moving `id` under it would close a cycle). */
export function isSelfOrDescendant(nodes: CategoryNode[], id: number, candidate: number): boolean {
  const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** Each category with its path of names from the root in both languages and its depth. */
export function withPaths(nodes: (CategoryNode & { services: number })[]): CategoryAdmin[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const chain = (node: CategoryNode) => {
    const list: CategoryNode[] = [];
    const seen = new Set<number>();
    for (let at: CategoryNode | undefined = node; at && !seen.has(at.id); ) {
      list.unshift(at);
      seen.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return list;
  };
  return nodes.map((n) => {
    const path = chain(n);
    return {
      id: n.id,
      parent_id: n.parentId,
      code: n.code,
      name_it: n.nameIt,
      name_en: n.nameEn,
      sort: n.sort,
      path_it: path.map((p) => p.nameIt).join(" › "),
      path_en: path.map((p) => p.nameEn).join(" › "),
      depth: path.length - 1,
      services: n.services,
      enabled: n.enabled,
      // The tree order key: each level's sort and name, so children follow their parent.
      treeKey: path.map((p) => `${String(p.sort).padStart(5, "0")}${p.nameEn.toLowerCase()}`).join("/"),
    };
  }) as (CategoryAdmin & { treeKey: string })[];
}

/** Filters and orders the categories: `path` is the tree order (each parent followed by its children). */
export function filterCategories(items: CategoryAdmin[], filter: CategoryFilter): CategoryAdmin[] {
  const word = filter.q?.toLowerCase();
  const matching = items.filter(
    (c) =>
      (filter.enabled === undefined || c.enabled === filter.enabled) &&
      (!word ||
        [c.code, c.name_it, c.name_en, c.path_it, c.path_en].some((v) => v.toLowerCase().includes(word))),
  );
  const key = (c: CategoryAdmin): string | number => {
    switch (filter.sort) {
      case "path":
        return (c as CategoryAdmin & { treeKey: string }).treeKey;
      case "sort":
        return c.sort;
      case "code":
        return c.code;
      case "name_it":
        return c.name_it.toLowerCase();
      case "name_en":
        return c.name_en.toLowerCase();
    }
  };
  const sign = filter.dir === "desc" ? -1 : 1;
  return [...matching]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * sign;
    })
    .map(({ treeKey: _tree, ...rest }: CategoryAdmin & { treeKey?: string }) => rest);
}
