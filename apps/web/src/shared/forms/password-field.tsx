import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { IconButton, InputAdornment } from "@mui/material";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField, type FormTextFieldProps } from "./form-text-field.tsx";

export type PasswordFieldProps<TValues extends FieldValues> = Omit<FormTextFieldProps<TValues>, "type">;

/** A password input with a show/hide toggle. */
export function PasswordField<TValues extends FieldValues>(props: PasswordFieldProps<TValues>) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? "text" : "password"}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                edge="end"
                aria-label={visible ? t("form.hidePassword") : t("form.showPassword")}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
