import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useEncodedLists, useJobSectors } from "../api.ts";

/** The lookup data the profile form offers: job sectors, sizes, revenues and how_do_you_know. */
export function useProfileLists() {
  const language = useLanguage();
  const sectors = useJobSectors(language);
  const lists = useEncodedLists(language);
  return {
    isPending: sectors.isPending || lists.isPending,
    error: sectors.error ?? lists.error,
    sectors: sectors.data ?? [],
    sizes: lists.data?.number_employees ?? [],
    revenues: lists.data?.revenue ?? [],
    howDoYouKnow: lists.data?.how_do_you_know ?? [],
  };
}
