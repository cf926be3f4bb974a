import { Alert, type AlertProps } from "@mui/material";
import { type ReactNode, useEffect, useRef } from "react";

export type FormAlertProps = { severity?: AlertProps["severity"]; children: ReactNode; action?: ReactNode };

/** A form-level message (wrong password, link expired…): announced, and focused so keyboard users land on it. */
export function FormAlert({ severity = "error", children, action }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={severity}
      role={severity === "error" ? "alert" : "status"}
      action={action}
      data-testid="form-alert"
      sx={{ "&:focus": { outline: "none" } }}
    >
      {children}
    </Alert>
  );
}
