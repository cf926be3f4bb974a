import { useEffect, useRef } from "react";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useCreateConversation } from "../api.ts";

/**
 * /chat_component?company=<id>: other screens link here to write to a company. The conversation is opened (or
 * found) once, and the address becomes ?c=<conversation id>, so reloading does not start anything again.
 */
export function useOpenByCompany(enabled: boolean) {
  const [params, setParams] = useAddressParams();
  const start = useCreateConversation();
  const companyId = Number(params.get("company")) || null;
  const asked = useRef<number | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (!enabled || companyId === null || asked.current === companyId) return;
    asked.current = companyId;
    mutate(
      { company_id: companyId },
      {
        onSuccess: (item) => setParams({ c: String(item.id) }, { replace: true }),
        onError: () => setParams({}, { replace: true }),
      },
    );
  }, [enabled, companyId, mutate, setParams]);
  return { opening: companyId !== null && start.isPending, error: start.error };
}
