import { useEffect } from "react";
import { useLocation } from "react-router";
import {
  fetchVersionProduct,
  storedVersionProduct,
  storeVersionProduct,
} from "../../../shared/api/general-api.ts";

/** §2.6: at the end of each navigation, re-fetch the product version when it is not in session storage. */
export function useVersionProductSync(enabled: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled || !pathname || storedVersionProduct() !== null) return;
    fetchVersionProduct()
      .then(storeVersionProduct)
      .catch(() => undefined);
  }, [enabled, pathname]);
}
