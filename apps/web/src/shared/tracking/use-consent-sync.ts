import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../session/use-session.ts";
import { consentQueryKey, fetchConsent, saveConsent } from "./consent-api.ts";
import { type ConsentChoice, writeConsent } from "./consent-store.ts";
import { useConsentChoice } from "./use-track.ts";

/**
 * The browser's choice and the signed-in user's stored one kept equal: the account's choice wins when it exists;
 * an acceptance given in the banner before signing in is stored on the account (a refusal needs no storing: an
 * account without a choice is not tracked). Answers the choice (null: ask) and
 * `choose`, which records a new one (and stores it on the account when signed in).
 */
export function useConsentSync() {
  const session = useSession();
  const signedIn = session !== null;
  const choice = useConsentChoice();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: consentQueryKey,
    queryFn: fetchConsent,
    enabled: signedIn,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: saveConsent,
    onSuccess: (data) => queryClient.setQueryData(consentQueryKey, data),
  });
  const account = signedIn ? stored.data?.consent : undefined;

  useEffect(() => {
    if (account === undefined || save.isPending) return;
    if (account !== null) {
      const fromAccount: ConsentChoice = account ? "granted" : "denied";
      if (fromAccount !== choice) writeConsent(fromAccount);
    } else if (choice === "granted" && save.isIdle) {
      save.mutate(choice === "granted");
    }
  }, [account, choice, save]);

  /** Records a choice; `done` runs once it is kept (stored on the account when signed in), `failed` if not. */
  const choose = (next: ConsentChoice, done?: () => void, failed?: (error: unknown) => void) => {
    writeConsent(next);
    if (signedIn) save.mutate(next === "granted", { onSuccess: () => done?.(), onError: (e) => failed?.(e) });
    else done?.();
  };
  // Signed in: ask only once the account's answer is known (it may hold the choice already).
  const unknown = choice === null && (!signedIn || (stored.isSuccess && stored.data.consent === null));
  return { choice, unknown, choose, saving: save.isPending };
}
