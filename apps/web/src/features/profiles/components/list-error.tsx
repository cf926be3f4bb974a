import { Alert } from "@mui/material";
import type { FieldError, FieldErrorsImpl, Merge } from "react-hook-form";

type ListErrors = Merge<FieldError, (Merge<FieldError, FieldErrorsImpl> | undefined)[]> | undefined;

/** The error of a whole list (e.g. repeated entries), under the list's rows. */
export function ListError({ error }: { error: ListErrors | FieldError }) {
  const message =
    (error as FieldError | undefined)?.message ?? (error as { root?: FieldError } | undefined)?.root?.message;
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
