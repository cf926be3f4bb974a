// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ChatButton } from "./chat-button.tsx";

// The chat limitation (a plans query) is allowed: the icon is the link to the chat.
vi.mock("../../chat/index.ts", () => ({
  useChatLimitation: () => ({ data: undefined }),
  chatIconMode: () => "open",
}));
vi.mock("../../plans/index.ts", () => ({ openBlockedFeature: vi.fn() }));

describe("ChatButton", () => {
  it("names the link with the unread count the badge shows (label in name)", () => {
    renderScreen(<ChatButton unread={3} userId={1} roleId={ROLE.CLIENT} />);
    const link = screen.getByTestId("chat-icon");
    expect(link.getAttribute("aria-label")).toBe("Messages: 3 unread");
    expect(link.textContent).toBe("3");
  });

  it("says 99+ in the name when the badge does", () => {
    renderScreen(<ChatButton unread={150} userId={1} roleId={ROLE.CLIENT} />);
    const link = screen.getByTestId("chat-icon");
    expect(link.textContent).toBe("99+");
    expect(link.getAttribute("aria-label")).toContain("99+");
  });

  it("leaves no hidden 0 in the badge when nothing is unread", () => {
    renderScreen(<ChatButton unread={0} userId={1} roleId={ROLE.CLIENT} />, { language: "it" });
    const link = screen.getByTestId("chat-icon");
    expect(link.getAttribute("aria-label")).toBe("Messaggi");
    expect(link.textContent).toBe("");
  });
});
