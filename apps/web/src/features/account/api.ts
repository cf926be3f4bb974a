import { changePasswordResultSchema, sessionUserSchema, type updateMeBodySchema } from "@mkt/contracts";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { saveSession, saveUser } from "../../shared/session/session-store.ts";

const userResultSchema = z.object({ user: sessionUserSchema });

export type UpdateMeInput = z.output<typeof updateMeBodySchema>;
export type ChangePasswordInput = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

/** PUT auth/me: names and/or the avatar choice; the stored user is replaced with the answer. */
export function useUpdateMe() {
  return useMutation({
    mutationFn: (body: UpdateMeInput) =>
      apiRequest("auth/me", userResultSchema, { method: "PUT", body, auth: true }),
    onSuccess: ({ user }) => saveUser(user),
  });
}

/** POST auth/avatar (multipart): the user's own picture. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiRequest("auth/avatar", userResultSchema, { method: "POST", body: form, auth: true });
    },
    onSuccess: ({ user }) => saveUser(user),
  });
}

/** POST auth/changePassword: other sessions end; this one continues with the fresh token the answer carries. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      apiRequest("auth/changePassword", changePasswordResultSchema, { method: "POST", body, auth: true }),
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
