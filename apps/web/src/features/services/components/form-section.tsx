import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled group of the service form, with an optional line of help under the title. */
export function ServiceFormSection({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={2}>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {help ? (
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
