// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { YourDataCard } from "./your-data-card.tsx";

describe("YourDataCard, delete dialog", () => {
  it("enables Delete only once the account's e-mail is typed (case and spaces aside), and Cancel closes it", async () => {
    const { user } = renderScreen(<YourDataCard email="giulia@example.com" />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account" });
    const submit = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Delete my account" });
    const confirmation = within(dialog).getByRole("textbox", { name: /Type giulia@example\.com to confirm/ });
    expect(submit.disabled).toBe(true);

    await user.type(confirmation, "giulia@example.org");
    expect(submit.disabled).toBe(true);

    await user.clear(confirmation);
    await user.type(confirmation, " Giulia@Example.com ");
    expect(submit.disabled).toBe(false);

    await user.clear(confirmation);
    expect(submit.disabled).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
