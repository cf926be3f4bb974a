import { useCallback, useState } from "react";
import { writeViewCookie } from "../../../shared/session/page-cookies.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";

/** §2.1: the vertical sidebar, or the horizontal variant chosen from the avatar menu (remembered locally). */
export type MenuLayout = "vertical" | "horizontal";

function storedLayout(): MenuLayout {
  return localStorage.getItem(STORAGE_KEYS.menuLayout) === "horizontal" ? "horizontal" : "vertical";
}

export function useMenuLayout(): [MenuLayout, (layout: MenuLayout) => void] {
  const [layout, setLayout] = useState<MenuLayout>(storedLayout);
  const change = useCallback((next: MenuLayout) => {
    localStorage.setItem(STORAGE_KEYS.menuLayout, next);
    writeViewCookie();
    setLayout(next);
  }, []);
  return [layout, change];
}
