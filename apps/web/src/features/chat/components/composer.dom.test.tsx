// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useFloatingClearance } from "../../../shared/overlays/index.ts";
import { renderScreen } from "../../../test/render.tsx";
import type { OutgoingMessage } from "../api.ts";
import { Composer } from "./composer.tsx";

// The composer's boundary is its onSend prop (the chat page wires it to the API): a mock records what it sends.
function show(onSend = vi.fn<(message: OutgoingMessage) => Promise<unknown>>().mockResolvedValue({})) {
  const view = renderScreen(<Composer onSend={onSend} />);
  const input = screen.getByTestId<HTMLTextAreaElement>("chat-input");
  const sendButton = screen.getByTestId<HTMLButtonElement>("chat-send");
  return {
    ...view,
    onSend,
    input,
    sendButton,
    write: async (text: string) => {
      await view.user.click(input);
      await view.user.paste(text);
    },
    attach: (...files: File[]) =>
      fireEvent.change(screen.getByTestId("chat-file-input"), { target: { files } }),
  };
}

const pdf = () => new File(["%PDF-1.4"], "offer.pdf", { type: "application/pdf" });
/** What onSend got, without the progress callback. */
const sentMessages = (onSend: ReturnType<typeof show>["onSend"]) =>
  onSend.mock.calls.map(([message]) => ({ body: message.body, files: message.files.map((f) => f.name) }));

describe("Composer", () => {
  it("enables Send only with some text, and counts the characters", async () => {
    const { input, sendButton, write } = show();
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(sendButton.disabled).toBe(true);
    await write("   ");
    expect(sendButton.disabled).toBe(true);
    await write("Ciao");
    expect(sendButton.disabled).toBe(false);
    expect(screen.getByTestId("chat-counter").textContent).toBe("7/4000");
  });

  it("sends the trimmed text on Enter and empties the box; Shift+Enter makes a new line", async () => {
    const { user, input, onSend, write } = show();
    await write("  Hello");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input, "there ");
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(input.value).toBe(""));
    expect(sentMessages(onSend)).toEqual([{ body: "Hello\nthere", files: [] }]);
  });

  it("refuses a message over 4000 characters and sends nothing", async () => {
    const { user, sendButton, onSend, write } = show();
    await write("a".repeat(4001));
    expect(screen.getByTestId("chat-counter").textContent).toBe("4001/4000");
    await user.click(sendButton);
    expect((await screen.findByRole("alert")).textContent).toBe("Enter at most 4000 characters.");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("attaches allowed files, says which were refused, and sends files without text", async () => {
    const { user, sendButton, onSend, attach } = show();
    attach(pdf(), new File(["MZ"], "setup.exe"), new File([], "empty.pdf", { type: "application/pdf" }));
    const refused = await screen.findByTestId("chat-files-refused");
    expect(refused.textContent).toContain("setup.exe: this file type is not allowed.");
    expect(refused.textContent).toContain("empty.pdf: the file is empty.");
    const attached = screen.getByRole("list", { name: "Attached files" });
    expect(
      within(attached)
        .getAllByTestId("chat-file-chip")
        .map((chip) => chip.textContent),
    ).toEqual(["offer.pdf · 1 KB"]);
    expect(sendButton.disabled).toBe(false);
    await user.click(sendButton);
    await vi.waitFor(() => expect(screen.queryByTestId("chat-file-chip")).toBeNull());
    expect(sentMessages(onSend)).toEqual([{ body: "", files: ["offer.pdf"] }]);
  });

  it("keeps the draft when sending fails: a field error under the box, any other failure as a notice", async () => {
    const onSend = vi
      .fn<(message: OutgoingMessage) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, "validation.failed", "Invalid", [
          { field: "body", code: "validation.invalid", message: "This message cannot be sent." },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(403, "auth.forbidden", ""));
    const { user, input, sendButton, write } = show(onSend);
    await write("Hello");
    await user.click(sendButton);
    expect((await screen.findByRole("alert")).textContent).toBe("This message cannot be sent.");
    expect(input.value).toBe("Hello");

    await user.click(sendButton);
    expect(await screen.findByText("You are not allowed to do this.")).toBeTruthy();
    expect(input.value).toBe("Hello");
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("gives the message box the whole row: no room kept on the right, the floating button leaves instead", () => {
    function FloatingButtonProbe() {
      return <output data-testid="probe">{useFloatingClearance().hidden ? "hidden" : "shown"}</output>;
    }
    renderScreen(
      <>
        <Composer onSend={vi.fn()} />
        <FloatingButtonProbe />
      </>,
    );
    const form = getComputedStyle(screen.getByTestId("chat-composer"));
    expect(form.paddingRight).toBe(form.paddingLeft);
    expect(screen.getByTestId("probe").textContent).toBe("hidden");
  });
});
