import { type ProfileSection, profileCertificationsSchema, profileExperiencesSchema } from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api/http-client.ts";
import { profileKeys } from "../api.ts";

const SCHEMAS = {
  experiences: profileExperiencesSchema,
  certifications: profileCertificationsSchema,
} as const;
export type SectionData<S extends ProfileSection> = z.infer<(typeof SCHEMAS)[S]>;

/** Inside the profiles' keys: a whole-profile save refreshes the sections, and a section change the profile. */
export const sectionKey = (section: ProfileSection, id: number) => [
  ...profileKeys.all,
  "section",
  section,
  id,
];

/** GET profiles/:id/experiences | certifications. */
export function useProfileSection<S extends ProfileSection>(section: S, id: number | null) {
  return useQuery({
    queryKey: sectionKey(section, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`profiles/${id}/${section}`, SCHEMAS[section], { auth: true, signal }) as Promise<
        SectionData<S>
      >,
    enabled: id !== null,
  });
}

export type SectionChange =
  | { kind: "add"; body: unknown }
  | { kind: "edit"; itemId: number; body: unknown }
  | { kind: "delete"; itemId: number };

/** POST, PUT or DELETE one entry; the answer is the section as it now is. */
export function useChangeSection<S extends ProfileSection>(section: S, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SectionChange) => {
      const base = `profiles/${id}/${section}`;
      const schema = SCHEMAS[section];
      const call =
        change.kind === "add"
          ? apiRequest(base, schema, { method: "POST", body: change.body, auth: true })
          : change.kind === "edit"
            ? apiRequest(`${base}/${change.itemId}`, schema, { method: "PUT", body: change.body, auth: true })
            : apiRequest(`${base}/${change.itemId}`, schema, { method: "DELETE", auth: true });
      return call as Promise<SectionData<S>>;
    },
    onSuccess: async (data) => {
      queryClient.setQueryData(sectionKey(section, id), data);
      // The profile, its list row and the editor's form show the change too.
      await queryClient.invalidateQueries({
        queryKey: profileKeys.all,
        predicate: (query) => query.queryKey[2] !== "section",
      });
    },
  });
}
