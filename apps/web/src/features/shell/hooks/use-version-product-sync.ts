import { useEffect } from "react";
import {
  fetchVersionProduct,
  storedVersionProduct,
  storeVersionProduct,
} from "../../../shared/api/general-api.ts";

/** §2.6: re-fetch the product version when it is not in session storage. */
export function useVersionProductSync(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || storedVersionProduct() !== null) return;
    fetchVersionProduct()
      .then(storeVersionProduct)
      .catch(() => undefined);
  }, [enabled]);
}
