import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { clearListFilters } from "../../../shared/session/storage-keys.ts";

/** §2.1: saved list filters are cleared on each navigation to another page. */
export function useListFiltersReset(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    clearListFilters();
  }, [pathname]);
}
