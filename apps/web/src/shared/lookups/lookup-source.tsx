import type { jobSectorSchema, SpokenLanguageLookup, Technology } from "@mkt/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { z } from "zod";

type JobSector = z.infer<typeof jobSectorSchema>;

/**
 * Where the reference lookups of shared form pieces come from. Signed in, nothing is provided and each piece asks
 * the signed-in lookup (GET technologies, GET job_sectors, GET languages). A visitor's page (the open area's need
 * form) provides the same lists read with the visit's token (open/getTechOpen, open/getSectorsOpen,
 * open/getLanguagesOpen): the pieces then ask nothing (a visitor asking a signed-in lookup gets 401).
 */
export type LookupSource = {
  technologies?: UseQueryResult<Technology[]>;
  sectors?: UseQueryResult<JobSector[]>;
  languages?: UseQueryResult<SpokenLanguageLookup[]>;
};

const LookupSourceContext = createContext<LookupSource | null>(null);

export const LookupSourceProvider = LookupSourceContext.Provider;

export function useLookupSource(): LookupSource | null {
  return useContext(LookupSourceContext);
}
