// @vitest-environment happy-dom
import { ERRORS } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ApiError } from "../api/api-error.ts";
import { subscribeFunctionBlocked } from "../api/blocked-feature-bus.ts";
import { ListState, type ListStateProps } from "./list-state.tsx";

const idle = { isFetching: false, isError: false, error: null };

const show = (props: Partial<ListStateProps> = {}) =>
  renderScreen(
    <ListState query={idle} empty={false} emptyText="No quotes yet" emptyTestId="quotes-empty" {...props}>
      <ul>
        <li>First quote</li>
      </ul>
    </ListState>,
  );

describe("ListState", () => {
  it("shows the content, and neither progress, error nor empty message, once loaded with items", () => {
    show();
    expect(screen.getByText("First quote")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByTestId("quotes-empty")).toBeNull();
  });

  it("shows a progress bar while the query fetches, keeping the content in place", () => {
    show({ query: { ...idle, isFetching: true } });
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(screen.getByText("First quote")).toBeTruthy();
  });

  it("shows the empty message after the content once loaded with no item", () => {
    const { container } = show({ empty: true });
    const empty = screen.getByTestId("quotes-empty");
    expect(empty.textContent).toBe("No quotes yet");
    expect(container.textContent).toBe("First quoteNo quotes yet");
  });

  it("translates the call's failure into the interface language", () => {
    const error = new ApiError(403, "auth.forbidden", "server text");
    const { unmount } = show({ query: { ...idle, isError: true, error } });
    expect(screen.getByRole("alert").textContent).toBe(ERRORS["auth.forbidden"].en);
    unmount();
    renderScreen(<ListState query={{ ...idle, isError: true, error }} empty={false} emptyText="" />, {
      language: "it",
    });
    expect(screen.getByRole("alert").textContent).toBe(ERRORS["auth.forbidden"].it);
  });

  it("offers a retry in the error alert when asked, which fetches again", async () => {
    const onClick = vi.fn();
    const { user } = show({
      query: { ...idle, isError: true, error: new Error("offline") },
      retry: { label: "Try again", onClick },
    });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("has no retry button without a retry", () => {
    show({ query: { ...idle, isError: true, error: new Error("offline") } });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers the blocked-feature modal again, not a retry, as information, when the plan refuses the list", async () => {
    const limitation = { state_function: "search_partner", action: 1 };
    const error = new ApiError(403, "plans.function_blocked", "server text", [], limitation);
    const retry = vi.fn();
    const { user } = show({
      query: { ...idle, isError: true, error },
      retry: { label: "Try again", onClick: retry },
    });
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    // Information, not a failure.
    expect(screen.getByRole("alert").className).toContain("MuiAlert-colorInfo");
    const heard: unknown[] = [];
    const stop = subscribeFunctionBlocked((data) => heard.push(data));
    await user.click(screen.getByRole("button", { name: "How to unlock it" }));
    stop();
    expect(heard).toEqual([limitation]);
    expect(retry).not.toHaveBeenCalled();
  });
});
