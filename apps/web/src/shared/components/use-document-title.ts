import { useEffect } from "react";
import { useBrand } from "../api/general-api.ts";

/** Sets the browser tab title: "<page> · <brand>". */
export function useDocumentTitle(title: string | null): void {
  const { data: brand } = useBrand();
  useEffect(() => {
    const parts = [title, brand?.name].filter((part): part is string => Boolean(part));
    if (parts.length > 0) document.title = parts.join(" · ");
  }, [title, brand?.name]);
}
