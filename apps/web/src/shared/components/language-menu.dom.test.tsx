// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { LanguageMenu } from "./language-menu.tsx";

// The switch itself (server call, reload) is useChangeLanguage's; the menu only asks for it.
const change = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock("../i18n/use-change-language.ts", () => ({ useChangeLanguage: () => change }));

beforeEach(() => {
  change.mutate.mockReset();
  change.isPending = false;
});

describe("LanguageMenu", () => {
  it("shows the current language's code and names it for screen readers, starting with the visible code", () => {
    renderScreen(<LanguageMenu />);
    const button = screen.getByTestId("language-menu");
    expect(button.textContent).toBe("ENG");
    expect(button.getAttribute("aria-label")).toBe("ENG – Language: English. Change language");
    expect(button.getAttribute("aria-expanded")).toBeNull();
  });

  it("opens the list with the current language checked and switches to the one picked", async () => {
    const { user } = renderScreen(<LanguageMenu />);
    await user.click(screen.getByTestId("language-menu"));
    expect(screen.getByTestId("language-menu").getAttribute("aria-expanded")).toBe("true");
    const english = screen.getByTestId("language-option-en");
    expect(english.className).toContain("Mui-selected");
    expect(screen.getByTestId("language-option-it").textContent).toBe("ItalianoITA");
    await user.click(screen.getByTestId("language-option-it"));
    expect(change.mutate).toHaveBeenCalledWith("it");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("does nothing when the current language is picked again", async () => {
    const { user } = renderScreen(<LanguageMenu />);
    await user.click(screen.getByTestId("language-menu"));
    await user.click(screen.getByTestId("language-option-en"));
    expect(change.mutate).not.toHaveBeenCalled();
  });

  it("shows ITA in Italian, and is disabled while a switch runs", () => {
    change.isPending = true;
    renderScreen(<LanguageMenu />, { language: "it" });
    const button = screen.getByTestId<HTMLButtonElement>("language-menu");
    expect(button.textContent).toBe("ITA");
    expect(button.disabled).toBe(true);
  });
});
