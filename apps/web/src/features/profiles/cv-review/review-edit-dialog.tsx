import { toNestErrors } from "@hookform/resolvers";
import { LANGUAGE_LEVELS, profileBodySchema, SENIORITIES } from "@mkt/contracts";
import { Box, MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { pickableLanguages, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { issuesToFieldErrors } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { currentLanguage } from "../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { CertificationNameField } from "../components/certification-name-field.tsx";
import { formToBody } from "../profile-form-body.ts";
import type { ProfileFormValues } from "../profile-form-model.ts";
import { type ReviewItem, SCALAR_FIELDS } from "./review-model.ts";

type Values = ProfileFormValues;
type FormLabel =
  | "firstname"
  | "lastname"
  | "title"
  | "seniority"
  | "email"
  | "phone"
  | "city"
  | "years"
  | "level"
  | "language"
  | "languageLevel"
  | "role"
  | "company"
  | "startDate"
  | "endDate"
  | "endDateHint"
  | "description"
  | "certificationName"
  | "issuer"
  | "issuedOn"
  | "expiresOn"
  | "degree"
  | "institution"
  | "field"
  | "startYear"
  | "endYear";
const dateLabel = { inputLabel: { shrink: true } } as const;

/** The paths of the form an item owns ("email", "experiences.2"). */
function ownPrefixes(item: ReviewItem): string[] {
  return "index" in item ? [`${item.kind}.${item.index}`] : [...SCALAR_FIELDS[item.kind]];
}

/**
 * The profile form's schema (profileBodySchema, the one the API applies) over the whole draft, keeping only the
 * problems of the edited item: its messages are the profile form's, in the interface language.
 */
function itemResolver(item: ReviewItem): Resolver<Values> {
  const prefixes = ownPrefixes(item);
  return async (values, _context, options) => {
    const result = profileBodySchema.safeParse(formToBody(values));
    const issues = result.success
      ? []
      : result.error.issues.filter((issue) => {
          const path = issue.path.map(String).join(".");
          return prefixes.some((p) => path === p || path.startsWith(`${p}.`));
        });
    if (issues.length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(issuesToFieldErrors(issues, currentLanguage()), options) };
  };
}

export type ReviewEditDialogProps = {
  item: ReviewItem;
  /** Every value of the draft (the schema checks the item in its place). */
  values: Values;
  onCancel: () => void;
  onSave: (values: Values) => void;
};

/** Edits one item of the draft, validated like the profile form; nothing is sent, the review keeps it. */
export function ReviewEditDialog({ item, values, onCancel, onSave }: ReviewEditDialogProps) {
  const { t } = useTranslation("profiles");
  const { control, handleSubmit } = useForm<Values>({ defaultValues: values, resolver: itemResolver(item) });
  return (
    <FormDialog
      title={t("cv.review.editTitle", { item: t(`cv.review.kinds.${item.kind}`) })}
      onClose={onCancel}
      onSubmit={handleSubmit(onSave)}
      cancelLabel={t("cancel")}
      submitLabel={t("cv.review.editSave")}
      submitTestId="review-edit-save"
      testId="review-edit-dialog"
      fullScreenOnPhone
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <ItemFields item={item} control={control} values={values} />
      </Box>
    </FormDialog>
  );
}

function Field({
  control,
  name,
  label,
  wide,
  type,
  required,
  children,
  helperText,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  wide?: boolean;
  type?: string;
  required?: boolean;
  children?: ReactNode;
  helperText?: string;
}) {
  return (
    <Box sx={wide ? { gridColumn: "1 / -1" } : undefined}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type={type}
        required={required}
        helperText={helperText}
        select={children !== undefined}
        multiline={name.endsWith("description")}
        minRows={name.endsWith("description") ? 2 : undefined}
        slotProps={{
          ...(type === "date" ? dateLabel : {}),
          htmlInput: { "data-testid": `review-field-${name.split(".").pop()}` },
        }}
      >
        {children}
      </FormTextField>
    </Box>
  );
}

function ItemFields({
  item,
  control,
  values,
}: {
  item: ReviewItem;
  control: Control<Values>;
  values: Values;
}) {
  const { t } = useTranslation("profiles");
  const language = useLanguage();
  const spoken = useSpokenLanguages();
  const f = (key: FormLabel) => t(`form.${key}`);
  switch (item.kind) {
    case "name":
      return (
        <>
          <Field control={control} name="firstname" label={f("firstname")} required />
          <Field control={control} name="lastname" label={f("lastname")} required />
        </>
      );
    case "title":
      return <Field control={control} name="title" label={f("title")} required wide />;
    case "seniority":
      return (
        <Field control={control} name="seniority" label={f("seniority")} required wide>
          {SENIORITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`seniority.${s}`)}
            </MenuItem>
          ))}
        </Field>
      );
    case "email":
    case "phone":
    case "city":
      return <Field control={control} name={item.kind} label={f(item.kind)} wide />;
    case "skills": {
      const i = item.index;
      return (
        <>
          <Box sx={{ gridColumn: "1 / -1" }}>{values.skills[i]?.name}</Box>
          <Field control={control} name={`skills.${i}.years`} label={f("years")} type="number" required />
          <Field control={control} name={`skills.${i}.level`} label={f("level")} required>
            {[1, 2, 3, 4, 5].map((level) => (
              <MenuItem key={level} value={level}>
                {t(`skillLevel.${level as 1}`)}
              </MenuItem>
            ))}
          </Field>
        </>
      );
    }
    case "languages": {
      const i = item.index;
      const chosen = values.languages.map((l) => l.code);
      return (
        <>
          <Field control={control} name={`languages.${i}.code`} label={f("language")} required>
            {pickableLanguages(spoken.data, chosen, language).map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.name}
              </MenuItem>
            ))}
          </Field>
          <Field control={control} name={`languages.${i}.level`} label={f("languageLevel")} required>
            {LANGUAGE_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`languageLevel.${level}`)}
              </MenuItem>
            ))}
          </Field>
        </>
      );
    }
    case "experiences": {
      const p = `experiences.${item.index}` as const;
      return (
        <>
          <Field control={control} name={`${p}.role`} label={f("role")} required />
          <Field control={control} name={`${p}.company`} label={f("company")} required />
          <Field control={control} name={`${p}.start_date`} label={f("startDate")} type="date" required />
          <Field
            control={control}
            name={`${p}.end_date`}
            label={f("endDate")}
            type="date"
            helperText={f("endDateHint")}
          />
          <Field control={control} name={`${p}.description`} label={f("description")} wide />
        </>
      );
    }
    case "certifications": {
      const p = `certifications.${item.index}` as const;
      return (
        <>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <CertificationNameField
              control={control}
              name={`${p}.name`}
              technologyIdName={`${p}.technology_id`}
              label={f("certificationName")}
              required
              inputTestId="review-field-name"
            />
          </Box>
          <Field control={control} name={`${p}.issuer`} label={f("issuer")} />
          <Field control={control} name={`${p}.issued_on`} label={f("issuedOn")} type="date" />
          <Field control={control} name={`${p}.expires_on`} label={f("expiresOn")} type="date" />
        </>
      );
    }
    case "education": {
      const p = `education.${item.index}` as const;
      return (
        <>
          <Field control={control} name={`${p}.degree`} label={f("degree")} required />
          <Field control={control} name={`${p}.institution`} label={f("institution")} required />
          <Field control={control} name={`${p}.field`} label={f("field")} wide />
          <Field control={control} name={`${p}.start_year`} label={f("startYear")} type="number" />
          <Field control={control} name={`${p}.end_year`} label={f("endYear")} type="number" />
        </>
      );
    }
  }
}
