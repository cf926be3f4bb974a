// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../test/fetch-stub.ts";
import { renderScreen } from "../../test/render.tsx";
import { CitiesField, CityField } from "./city-field.tsx";

const MILANO = { id: 15146, kind: "municipality", name: "Milano", label: "Milan (MI)", province_code: "MI" };
const PROVINCE = {
  id: 200015,
  kind: "province",
  name: "Provincia di Milano",
  label: "Milan (province)",
  province_code: "MI",
};

function OneCity({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CityField label="City" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function ManyCities() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CitiesField label="Localities" value={value} onChange={setValue} max={2} />
      <output data-testid="values">{value.join("|")}</output>
    </>
  );
}

describe("CityField", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("suggests places as one types and stores the chosen place's name", async () => {
    const calls = stubFetch({ "GET /api/places": ok([MILANO, PROVINCE]) });
    const { user } = renderScreen(<OneCity />);
    await user.type(screen.getByRole("combobox", { name: "City" }), "mil");
    const option = await screen.findByRole("option", { name: "Milan (MI)" });
    expect(screen.getByRole("option", { name: "Milan (province)" })).toBeTruthy();
    // One request after the pause, not one per key.
    expect(calls.filter((c) => c.path === "/api/places").map((c) => c.query.get("q"))).toEqual(["mil"]);
    await user.click(option);
    expect(screen.getByTestId("value").textContent).toBe("Milano");
  });

  it("keeps free text that names no place, and asks nothing under two characters", async () => {
    const calls = stubFetch({ "GET /api/places": ok([]) });
    const { user } = renderScreen(<OneCity />);
    const input = screen.getByRole("combobox", { name: "City" });
    await user.type(input, "M");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
    await user.type(input, "ünchen");
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.getByTestId("value").textContent).toBe("München");
    expect(screen.queryByRole("option")).toBeNull();
  });
});

describe("CitiesField", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds chosen places and typed names as chips, without repeats, at most the maximum", async () => {
    stubFetch({ "GET /api/places": ok([MILANO]) });
    const { user } = renderScreen(<ManyCities />);
    const input = screen.getByRole("combobox", { name: "Localities" });
    await user.type(input, "mil");
    await user.click(await screen.findByRole("option", { name: "Milan (MI)" }));
    expect(screen.getByTestId("values").textContent).toBe("Milano");
    await user.type(input, "Milano{Enter}");
    expect(screen.getByTestId("values").textContent).toBe("Milano");
    await user.clear(input);
    await user.type(input, "Atlantide{Enter}");
    await user.type(input, "Monza{Enter}");
    expect(screen.getByTestId("values").textContent).toBe("Milano|Atlantide");
  });
});
