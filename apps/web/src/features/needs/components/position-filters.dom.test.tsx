// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { PositionFilters } from "./position-filters.tsx";

const TECHNOLOGIES = [
  { id: 7, name: "Java", category: "language" },
  { id: 9, name: "Kotlin", category: "language" },
];

describe("T&M list filters: the technology picker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers Kotlin for what was typed before the technology lookup arrived", async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({ "GET /api/technologies": () => arrived.then(() => ok(TECHNOLOGIES)) });
    const onChange = vi.fn();
    const { user } = renderScreen(<PositionFilters params={new URLSearchParams()} onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Technologies" });
    await user.type(input, "Kotl");
    release();
    await user.click(await screen.findByRole("option", { name: "Kotlin" }));
    expect(onChange).toHaveBeenCalledWith({ tech: "9" });
  });

  it("keeps what is being typed when the page renders again with the same address", async () => {
    stubFetch({ "GET /api/technologies": ok(TECHNOLOGIES) });
    const { user, rerender, queryClient } = renderScreen(
      <PositionFilters params={new URLSearchParams()} onChange={vi.fn()} />,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const input = screen.getByRole("combobox", { name: "Technologies" });
    await user.type(input, "Kotl");
    // The list's answer arriving renders the page again, with a new params object of the same address.
    rerender(<PositionFilters params={new URLSearchParams()} onChange={vi.fn()} />);
    expect(input).toHaveProperty("value", "Kotl");
    expect(await screen.findByRole("option", { name: "Kotlin" })).toBeTruthy();
  });

  it("shows the technologies of the address as chips", async () => {
    stubFetch({ "GET /api/technologies": ok(TECHNOLOGIES) });
    renderScreen(<PositionFilters params={new URLSearchParams("tech=9")} onChange={vi.fn()} />);
    await waitFor(() => expect(screen.getByText("Kotlin")).toBeTruthy());
    expect(screen.queryByText("Java")).toBeNull();
  });
});
