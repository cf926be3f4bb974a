// @vitest-environment happy-dom
import { Button, Dialog, TextField } from "@mui/material";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ReviewShortcutsHelp } from "./review-shortcuts-help.tsx";
import { useReviewShortcuts } from "./use-review-shortcuts.ts";

const ITEMS = ["Acme", "Beta", "Gamma"];

/** A queue as the staff screens build one: items with an open button, a search field, a reason dialog. */
function Queue({
  onOpen,
  onApprove,
  onRejected,
  withActions = true,
}: {
  onOpen: (name: string) => void;
  onApprove: (name: string) => void;
  onRejected: (name: string) => void;
  withActions?: boolean;
}) {
  const [rejecting, setRejecting] = useState<string | null>(null);
  const shortcuts = useReviewShortcuts({
    count: ITEMS.length,
    onOpen: (i) => onOpen(ITEMS[i] ?? ""),
    ...(withActions
      ? {
          onApprove: (i: number) => onApprove(ITEMS[i] ?? ""),
          onReject: (i: number) => setRejecting(ITEMS[i] ?? ""),
        }
      : {}),
  });
  return (
    <div>
      <ReviewShortcutsHelp shortcuts={shortcuts} />
      <TextField label="Search" slotProps={{ htmlInput: { "data-testid": "search" } }} />
      {ITEMS.map((name, i) => (
        <Button
          key={name}
          onClick={() => onOpen(name)}
          data-selected={shortcuts.selected === i}
          data-testid={`item-${name}`}
          {...shortcuts.itemProps(i)}
        >
          {name}
        </Button>
      ))}
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)}>
        <TextField label="Reason" slotProps={{ htmlInput: { "data-testid": "reason" } }} />
        <Button
          onClick={() => {
            onRejected(rejecting ?? "");
            setRejecting(null);
          }}
        >
          Send
        </Button>
      </Dialog>
    </div>
  );
}

function setup(withActions = true, language: "it" | "en" = "en") {
  const spies = { onOpen: vi.fn(), onApprove: vi.fn(), onRejected: vi.fn() };
  const view = renderScreen(<Queue {...spies} withActions={withActions} />, { language });
  return { ...spies, ...view };
}

const selectedName = () =>
  ITEMS.find((name) => screen.getByTestId(`item-${name}`).getAttribute("data-selected") === "true") ?? null;

describe("staff review queue shortcuts", () => {
  it("moves with j/k and the arrows, focusing the item, and stays within the list", async () => {
    const { user } = setup();
    expect(selectedName()).toBeNull();
    await user.keyboard("j");
    expect(selectedName()).toBe("Acme");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("item-Acme")));
    await user.keyboard("{ArrowDown}");
    expect(selectedName()).toBe("Beta");
    await user.keyboard("jj");
    expect(selectedName()).toBe("Gamma");
    await user.keyboard("k");
    expect(selectedName()).toBe("Beta");
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(selectedName()).toBe("Acme");
  });

  it("opens with Enter, approves with a and rejects with r only through the reason dialog", async () => {
    const { user, onOpen, onApprove, onRejected } = setup();
    // Nothing selected yet: the keys do nothing.
    await user.keyboard("ar");
    expect(onApprove).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.keyboard("jj");
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(onOpen).toHaveBeenCalledWith("Beta");
    await user.keyboard("a");
    expect(onApprove).toHaveBeenCalledWith("Beta");
    await user.keyboard("r");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(onRejected).not.toHaveBeenCalled();
    // Inside the dialog the keys are the field's: typing a reason neither moves nor approves.
    await user.type(screen.getByTestId("reason"), "jar?");
    expect((screen.getByTestId("reason") as HTMLInputElement).value).toBe("jar?");
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(selectedName()).toBe("Beta");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onRejected).toHaveBeenCalledWith("Beta");
  });

  it("ignores the keys while typing in a field", async () => {
    const { user, onApprove } = setup();
    await user.keyboard("j");
    await user.type(screen.getByTestId("search"), "jka?r");
    expect((screen.getByTestId("search") as HTMLInputElement).value).toBe("jka?r");
    expect(selectedName()).toBe("Acme");
    expect(onApprove).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the help with ? and from the visible hint, listing only the queue's keys (en, it)", async () => {
    const { user } = setup();
    expect(screen.getByTestId("review-shortcuts-hint").textContent).toBe("Press ? for shortcuts");
    await user.keyboard("?");
    const dialog = await screen.findByTestId("review-shortcuts-dialog");
    expect(dialog.textContent).toContain("Approve the selected item");
    expect(dialog.textContent).toContain("Reject the selected item (asks for the reason)");
    expect(screen.getAllByTestId("review-shortcut")).toHaveLength(6);
    // The help is a dialog: j does not move behind it.
    await user.keyboard("j");
    expect(selectedName()).toBeNull();
    await user.click(screen.getByTestId("review-shortcuts-close"));
    await waitFor(() => expect(screen.queryByTestId("review-shortcuts-dialog")).toBeNull());
    await user.click(screen.getByTestId("review-shortcuts-hint"));
    expect(await screen.findByTestId("review-shortcuts-dialog")).toBeTruthy();
  });

  it("lists no approve or reject key for a queue without them, in Italian", async () => {
    const { user } = setup(false, "it");
    expect(screen.getByTestId("review-shortcuts-hint").textContent).toBe("Premi ? per le scorciatoie");
    await user.keyboard("?");
    const dialog = await screen.findByTestId("review-shortcuts-dialog");
    expect(dialog.textContent).toContain("Scorciatoie da tastiera");
    expect(dialog.textContent).toContain("Invio");
    expect(dialog.textContent).not.toContain("Approva");
    expect(screen.getAllByTestId("review-shortcut")).toHaveLength(4);
  });
});
