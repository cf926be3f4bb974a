import { Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

export type FormSectionProps = {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
};

/** One titled block of the profile form. */
export function FormSection({ id, title, description, action, children }: FormSectionProps) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "center" }, mb: 2 }}
        >
          <div>
            <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            ) : null}
          </div>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
