// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog.tsx";

const show = (props: Partial<ConfirmDialogProps> = {}) => {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() };
  const view = renderScreen(
    <ConfirmDialog
      open
      title="Delete the need?"
      text="It cannot be undone."
      confirmLabel="Delete"
      cancelLabel="Keep"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
};
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("ConfirmDialog", () => {
  it("is named by its title, described by its text, and confirms or cancels", async () => {
    const { user, onConfirm, onCancel } = show();
    const dialog = screen.getByRole("dialog", { name: "Delete the need?" });
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("It cannot be undone.").id);
    await user.click(button("Delete"));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(button("Keep"));
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("disables both answers and ignores Escape while the action runs", async () => {
    const { user, onCancel } = show({ pending: true });
    expect(button("Delete").disabled).toBe(true);
    expect(button("Keep").disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("uses the error colour for destructive actions only, and shows nothing while closed", () => {
    show({ danger: true });
    expect(button("Delete").className).toContain("MuiButton-colorError");
    show({ open: false, title: "Closed" });
    expect(screen.queryByRole("dialog", { name: "Closed" })).toBeNull();
  });

  it("takes the focus when it opens, keeps Tab inside, and gives the focus back to its opener (WCAG 2.4.3)", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete…
          </button>
          <ConfirmDialog
            open={open}
            title="Delete the need?"
            text="It cannot be undone."
            confirmLabel="Delete"
            cancelLabel="Keep"
            onConfirm={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </>
      );
    }
    const { user } = renderScreen(<Opener />);
    const opener = screen.getByRole("button", { name: "Delete…" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
