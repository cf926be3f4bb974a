import type { RoleId } from "@mkt/contracts";
import { useTranslation } from "react-i18next";
import menu from "../../../locales/it/menu.json";
import { searchesPartners } from "../shell-rules.ts";
import { parseMenuName } from "../sidebar-model.ts";

type ItemKey = keyof typeof menu.items;

function isItemKey(key: string): key is ItemKey {
  return Object.hasOwn(menu.items, key);
}

/**
 * Labels of sidebar entries from their names (`menu.<state>`, `menu.<parent>.<child>`, kept in menu:items as
 * `<state>` and `<parent>__<child>`). Supplier-side roles read Search Partner where clients read Search Supplier.
 */
export function useMenuLabel(roleId: RoleId): (name: string) => string {
  const { t } = useTranslation("menu");
  return (name) => {
    const { state, parent } = parseMenuName(name);
    const base = parent ? `${parent}__${state}` : state;
    const key = base === "search_supplier" && searchesPartners(roleId) ? "search_partner" : base;
    return isItemKey(key) ? t(`items.${key}`) : state;
  };
}
