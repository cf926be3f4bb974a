import type { ClientNeed } from "@mkt/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { needKeys, type SaveNeed, saveNeed } from "../api.ts";
import { useAutosave } from "./use-autosave.ts";

type Options<T extends FieldValues> = {
  form: UseFormReturn<T>;
  draftId: number | null;
  /** The request of the current values (publish: true to publish). */
  toSave: (values: T, id: number | null, publish: boolean) => SaveNeed;
  /** Whether the converted values pass the contracts' schema (only such drafts autosave). */
  valid: (values: T) => boolean;
  /** After the first save, e.g. to upload a document chosen before the draft existed. */
  onCreated?: (need: ClientNeed) => Promise<void>;
};

/**
 * A need form's draft life: autosave a few seconds after changes once it has a title and validates (the first
 * save creates the draft and puts its id in the address), then Publish validates, saves and publishes.
 */
export function useDraftForm<T extends FieldValues & { title: string }>(options: Options<T>) {
  const { form, toSave, valid, onCreated } = options;
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setParams] = useAddressParams();
  const idRef = useRef(options.draftId);
  const [failure, setFailure] = useState<unknown>(null);
  const [publishing, setPublishing] = useState(false);

  const values = form.watch();
  const snapshot = JSON.stringify(toSave(values, null, false).body);
  const ready = values.title.trim() !== "" && valid(values);

  const remember = async (saved: ClientNeed) => {
    if (idRef.current === null) {
      idRef.current = saved.id;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("id", String(saved.id));
          return next;
        },
        { replace: true },
      );
      await onCreated?.(saved);
    }
    void queryClient.invalidateQueries({ queryKey: needKeys.all });
  };

  const autosave = useAutosave(snapshot, ready, async () => {
    await remember(await saveNeed(toSave(form.getValues(), idRef.current, false)));
  });

  const publish = form.handleSubmit(async (current) => {
    setFailure(null);
    setPublishing(true);
    try {
      await autosave.settle();
      const saved = await saveNeed(toSave(current, idRef.current, true));
      await remember(saved);
      autosave.markSaved(snapshot);
      notify(t("done.published"), "success");
      navigate("/need?status=published");
    } catch (error) {
      const fields = isApiError(error) ? (error.fieldErrors.map((f) => f.field) as FieldPath<T>[]) : [];
      if (!applyServerFieldErrors(error, form.setError, fields, language)) setFailure(error);
    } finally {
      setPublishing(false);
    }
  });

  return { publish, publishing, failure, autosaveState: autosave.state, needId: () => idRef.current };
}
