// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ProfileActionsMenu } from "./profile-actions-menu.tsx";

describe("ProfileActionsMenu", () => {
  it("is a menu button: it says it opens a menu, which one and whether it is open", async () => {
    const onAction = vi.fn();
    renderScreen(<ProfileActionsMenu name="Giacomo Caruso" onAction={onAction} />);
    const button = screen.getByTestId("profile-actions");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.hasAttribute("aria-expanded")).toBe(false);
    await userEvent.click(button);
    const menu = await screen.findByRole("menu");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    await userEvent.click(screen.getByTestId("profile-action-edit"));
    expect(onAction).toHaveBeenCalledWith("edit");
  });
});
