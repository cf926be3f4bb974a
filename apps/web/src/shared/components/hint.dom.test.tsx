// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { Hint, loadTooltip } from "./hint.tsx";

describe("Hint", () => {
  it("shows MUI's tooltip on hover once its module is in, the child keeping its own name", async () => {
    await loadTooltip();
    const { user } = renderScreen(
      <Hint title="Notifications">
        <button type="button" aria-label="Notifications, 3 unread">
          bell
        </button>
      </Hint>,
    );
    const button = screen.getByRole("button", { name: "Notifications, 3 unread" });
    await user.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveProperty("textContent", "Notifications");
  });
});
