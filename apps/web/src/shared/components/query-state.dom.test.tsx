// @vitest-environment happy-dom
import { ERRORS } from "@mkt/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { ApiError } from "../api/api-error.ts";
import { ErrorAlert } from "./error-alert.tsx";
import { QueryState, type QueryStateQuery } from "./query-state.tsx";

const loaded = (data: string[]): QueryStateQuery<string[]> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
});

const show = (query: QueryStateQuery<string[]>, retry?: { label: string; onClick: () => void }) =>
  renderScreen(
    <QueryState
      query={query}
      retry={retry}
      isEmpty={(data) => data.length === 0}
      emptyText="No coupons yet"
      emptyTestId="coupons-empty"
    >
      {(data) => <span data-testid="coupon-list">{data.join(", ")}</span>}
    </QueryState>,
  );

describe("QueryState", () => {
  it("shows only a spinner until the first answer", () => {
    const { container } = show({ data: undefined, isPending: true, isError: false, error: null });
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(container.textContent).toBe("");
  });

  it("draws the content from the loaded data", () => {
    show(loaded(["SPRING", "WINTER"]));
    expect(screen.getByText("SPRING, WINTER")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByTestId("coupons-empty")).toBeNull();
  });

  it("shows the empty message instead of the content when the data is empty", () => {
    show(loaded([]));
    expect(screen.getByTestId("coupons-empty").textContent).toBe("No coupons yet");
    expect(screen.queryByTestId("coupon-list")).toBeNull();
  });

  it("shows the translated error with a retry that fetches again, and no content", async () => {
    const onClick = vi.fn();
    const { user } = show(
      {
        data: undefined,
        isPending: false,
        isError: true,
        error: new ApiError(500, "common.server_error", "x"),
      },
      { label: "Retry", onClick },
    );
    expect(screen.getByRole("alert").textContent).toContain(ERRORS["common.server_error"].en);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("offers no retry when asking again cannot help: the role refused, the item missing", () => {
    for (const error of [
      new ApiError(403, "auth.forbidden", "x"),
      new ApiError(404, "common.not_found", "x"),
    ]) {
      const { unmount } = show(
        { data: undefined, isPending: false, isError: true, error },
        { label: "Retry", onClick: vi.fn() },
      );
      expect(screen.getByRole("alert").textContent).toContain(ERRORS[error.code as "auth.forbidden"].en);
      expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
      unmount();
    }
  });

  it("treats a settled query without data as a failure", () => {
    show({ data: undefined, isPending: false, isError: false, error: null });
    expect(screen.getByRole("alert").textContent).toBe(ERRORS["common.server_error"].en);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ErrorAlert", () => {
  it("carries the screen's test id on the alert", () => {
    renderScreen(
      <ErrorAlert error={new ApiError(500, "common.server_error", "x")} testId="supplier-error" />,
    );
    expect(screen.getByTestId("supplier-error").getAttribute("role")).toBe("alert");
  });

  it("says what failed before the error's own text", () => {
    renderScreen(
      <ErrorAlert
        error={new ApiError(500, "common.server_error", "x")}
        lead="The users could not be loaded."
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      `The users could not be loaded. ${ERRORS["common.server_error"].en}`,
    );
  });
});
