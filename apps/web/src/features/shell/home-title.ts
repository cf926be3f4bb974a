import type { PageTitleKey } from "../../shared/routing/route-handle.ts";

const TITLE_BY_PATH: Record<string, PageTitleKey> = {
  "/dashboard_supplier": "dashboard_supplier",
  "/dashboard_client": "dashboard_client",
  "/dashboard_academy": "dashboard_academy",
  "/freelance_profile": "freelance_profile",
  "/my_profile": "my_profile",
  "/company_list": "company_list",
};

/** The title key of a home path (the sidebar labels the entry with the page's own title). */
export function homeTitleKey(path: string): PageTitleKey {
  return TITLE_BY_PATH[path] ?? "my_profile";
}
