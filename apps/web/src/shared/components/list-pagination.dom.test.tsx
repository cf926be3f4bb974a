// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ListPagination } from "./list-pagination.tsx";

describe("ListPagination", () => {
  it("shows nothing for one page or none", () => {
    for (const count of [0, 1]) {
      const { container, unmount } = renderScreen(
        <ListPagination count={count} page={1} onChange={vi.fn()} />,
      );
      expect(container.textContent).toBe("");
      unmount();
    }
  });

  it("marks the current page and reports the page picked, by number or by arrow", async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(
      <ListPagination count={5} page={2} onChange={onChange} testId="needs-pages" />,
    );
    expect(screen.getByTestId("needs-pages")).toBeTruthy();
    expect(screen.getByRole("button", { name: "page 2" }).getAttribute("aria-current")).toBe("page");
    await user.click(screen.getByRole("button", { name: "Go to page 4" }));
    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await user.click(screen.getByRole("button", { name: "Go to previous page" }));
    expect(onChange.mock.calls).toEqual([[4], [3], [1]]);
  });
});
