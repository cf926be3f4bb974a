// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { MarketFilterBar } from "./market-filter-bar.tsx";

const MILANO = { id: 15146, kind: "municipality", name: "Milano", label: "Milano (MI)", province_code: "MI" };

function renderBar(city = "") {
  const onChange = vi.fn();
  const params = new URLSearchParams(city ? { city } : {});
  const view = renderScreen(
    <MarketFilterBar
      params={params}
      onChange={onChange}
      columns="1fr"
      minimum={{ param: "rate", label: "Rate" }}
      fromLabel="From"
      sorts={["recent"]}
    />,
  );
  return { ...view, onChange, input: () => screen.getByTestId("filter-city") };
}

describe("market filter bar: the city filter (issue 22)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("suggests real places and applies the chosen one at once, once", async () => {
    const calls = stubFetch({ "GET /api/places": ok([MILANO]) });
    const { user, onChange, input } = renderBar();
    await user.type(input(), "Mil");
    // Typing alone applies nothing: the list is not asked again on every key.
    expect(onChange).not.toHaveBeenCalled();
    await user.click(await screen.findByRole("option", { name: "Milano (MI)" }));
    expect(onChange.mock.calls).toEqual([[{ city: "Milano" }]]);
    expect(calls.filter((c) => c.path === "/api/places").map((c) => c.query.get("q"))).toEqual(["Mil"]);
  });

  it("applies free text on Enter and on leaving the field; clearing it removes the filter", async () => {
    stubFetch({ "GET /api/places": ok([]) });
    const { user, onChange, input } = renderBar("Roma");
    expect(input()).toHaveProperty("value", "Roma");
    await user.clear(input());
    await user.type(input(), "München{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ city: "München" });
    await user.clear(input());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ city: null });
  });
});
