import { createTheme, ThemeProvider } from "@mui/material";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { FormDialog, type FormDialogProps } from "./form-dialog.tsx";

// Rendered in place (no portal) so the server markup holds the dialog.
const theme = createTheme({ components: { MuiDialog: { defaultProps: { disablePortal: true } } } });
const noop = () => {};
const base: FormDialogProps = {
  title: "Rifiuta il documento",
  onClose: noop,
  onSubmit: noop,
  cancelLabel: "Annulla",
  submitLabel: "Rifiuta",
  submitTestId: "reject-confirm",
  testId: "reject-dialog",
  children: <input name="note" data-testid="reject-note" />,
};
const render = (props: Partial<FormDialogProps> = {}, children?: ReactNode) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <FormDialog {...base} {...props}>
        {children ?? base.children}
      </FormDialog>
    </ThemeProvider>,
  );
const tag = (html: string, testId: string) =>
  html.match(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`))?.[0] ?? "";
const serverError = () => new ApiError(404, "common.not_found", "Not found");

describe("FormDialog", () => {
  it("names the dialog by its title and holds the fields, Cancel and the submit button in one form", () => {
    const html = render();
    const titleId = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`id="${titleId}"`);
    expect(html).toContain("Rifiuta il documento");
    expect(html).toMatch(/<form[^>]*novalidate/i);
    const form = html.slice(html.search(/<form/), html.indexOf("</form>"));
    expect(form).toContain('data-testid="reject-note"');
    expect(form).toContain("Annulla");
    const submit = tag(html, "reject-confirm");
    expect(submit).toContain('type="submit"');
    expect(submit).not.toContain("disabled");
    expect(html).toContain('data-testid="reject-dialog"');
  });

  it("disables both buttons while the call runs, and the submit button on request", () => {
    const pending = render({ pending: true });
    expect(tag(pending, "reject-confirm")).toContain("disabled");
    expect(pending).toMatch(/<button[^>]*disabled[^>]*>Annulla/);
    const invalid = render({ submitDisabled: true });
    expect(tag(invalid, "reject-confirm")).toContain("disabled");
    expect(invalid).not.toMatch(/<button[^>]*disabled[^>]*>Annulla/);
  });

  it("colours the submit button", () => {
    expect(tag(render({ submitColor: "error" }), "reject-confirm")).toContain("MuiButton-colorError");
    expect(tag(render(), "reject-confirm")).toContain("MuiButton-colorPrimary");
  });

  it("shows the call's error translated, above the fields by default or under them", () => {
    expect(render()).not.toContain('role="alert"');
    const top = render({ error: serverError() });
    expect(top).toContain('data-testid="form-alert"');
    expect(top).toContain('role="alert"');
    expect(top).toContain("Risorsa non trovata.");
    expect(top).not.toContain("Not found");
    expect(top.indexOf('data-testid="form-alert"')).toBeLessThan(top.indexOf('data-testid="reject-note"'));
    const bottom = render({ error: serverError(), errorPlacement: "bottom" });
    expect(bottom).not.toContain('data-testid="form-alert"');
    expect(bottom.indexOf('role="alert"')).toBeGreaterThan(bottom.indexOf('data-testid="reject-note"'));
    expect(render({ error: null })).not.toContain('role="alert"');
  });

  it("renders nothing while closed", () => {
    const closed = render({ open: false });
    expect(closed).not.toContain("reject-dialog");
    expect(closed).not.toContain("<form");
  });
});
