import Add from "@mui/icons-material/Add";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
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

export type RepeatableSectionProps = Omit<FormSectionProps, "action"> & {
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  addDisabled: boolean;
  /** Shown instead of the rows when there are none. */
  emptyText: string;
  isEmpty: boolean;
  /** Below the rows, e.g. the list-level error. */
  after?: ReactNode;
};

/** A form block of repeatable rows (skills, languages, experiences…): the Add button, the empty text, the rows. */
export function RepeatableSection({
  addLabel,
  addTestId,
  onAdd,
  addDisabled,
  emptyText,
  isEmpty,
  after,
  children,
  ...section
}: RepeatableSectionProps) {
  return (
    <FormSection
      {...section}
      action={
        <Button startIcon={<Add />} onClick={onAdd} disabled={addDisabled} data-testid={addTestId}>
          {addLabel}
        </Button>
      }
    >
      {isEmpty ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Stack spacing={2}>{children}</Stack>
      )}
      {after}
    </FormSection>
  );
}
