import type { RoleId } from "@mkt/contracts";
import { useTranslation } from "react-i18next";
import type menu from "../../../locales/it/menu.json";
import { searchesPartners } from "../shell-rules.ts";
import { parseMenuName } from "../sidebar-model.ts";

type ItemKey = keyof typeof menu.items;

/**
 * Labels of sidebar entries from their names (`menu.<state>`, `menu.<parent>.<child>`, kept in menu:items as
 * `<state>` and `<parent>__<child>`). Supplier-side roles read Search Partner where clients read Search Supplier.
 */
export function useMenuLabel(roleId: RoleId): (name: string) => string {
  const { t, i18n } = useTranslation("menu");
  // Whether the menu's texts name the entry (i18next's own lookup: reading menu.json here brought the Italian file
  // to every signed-in page as a chunk of its own, beside the texts already loaded).
  const isItemKey = (key: string): key is ItemKey => i18n.exists(`items.${key}`, { ns: "menu" });
  return (name) => {
    const { state, parent } = parseMenuName(name);
    const base = parent ? `${parent}__${state}` : state;
    const key = base === "search_supplier" && searchesPartners(roleId) ? "search_partner" : base;
    return isItemKey(key) ? t(`items.${key}`) : state;
  };
}
