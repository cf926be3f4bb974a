// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { useAddressParams } from "./use-address-params.ts";

type Hook = () => ReturnType<typeof useAddressParams>;

/** Two changes in one click, each a functional update, as two quick clicks before a render make them. */
function TwoChanges({ hook }: { hook: Hook }) {
  const [params, setParams] = hook();
  const add = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          add("category", "24");
          add("sort", "price_asc");
        }}
      >
        change twice
      </button>
      <output>{params.toString()}</output>
    </>
  );
}

function open(hook: Hook) {
  renderScreen(<TwoChanges hook={hook} />, { path: "/find_services?q=cloud", dataRouter: true });
  fireEvent.click(screen.getByRole("button", { name: "change twice" }));
}

describe("useAddressParams", () => {
  it("builds a change on the one made before it, even before the page renders it", async () => {
    open(useAddressParams);
    expect((await screen.findByText(/sort=/)).textContent).toBe("q=cloud&category=24&sort=price_asc");
  });

  it("is needed: React Router's own setter builds both on the last render and loses the first", async () => {
    open(useSearchParams);
    expect((await screen.findByText(/sort=/)).textContent).toBe("q=cloud&sort=price_asc");
  });
});
