// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

describe("SkipLink", () => {
  it("is the first stop of the keyboard and says where it goes", async () => {
    const { user } = renderScreen(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main>content</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(link);
  });

  it("reads Vai al contenuto in Italian", () => {
    renderScreen(<SkipLink />, { language: "it" });
    expect(screen.getByRole("link", { name: "Vai al contenuto" })).toBeTruthy();
  });

  it("moves the focus to the layout's content, not to the bars before it", async () => {
    const { user } = renderScreen(
      <>
        <SkipLink />
        <main>
          <nav>
            <a href="/x">Menu entry</a>
          </nav>
          <div id={MAIN_CONTENT_ID} data-testid="content">
            page
          </div>
        </main>
      </>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    const content = screen.getByTestId("content");
    expect(document.activeElement).toBe(content);
    expect(content.getAttribute("tabindex")).toBe("-1");
    // The next Tab continues from the content, past the skipped menu.
    expect(window.location.hash).toBe("");
  });

  it("falls back to the page's main landmark", async () => {
    const { user } = renderScreen(
      <>
        <SkipLink />
        <header>
          <a href="/home">Home</a>
        </header>
        <main data-testid="main">page</main>
      </>,
    );
    await user.click(screen.getByTestId("skip-link"));
    expect(document.activeElement).toBe(screen.getByTestId("main"));
  });
});
