// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { emitNotice } from "./notice-bus.ts";
import { useNotice } from "./notice-provider.tsx";

function SaveButton() {
  const { notify } = useNotice();
  return (
    <>
      <button type="button" onClick={() => notify("Saved", "success")}>
        Save
      </button>
      <button type="button" onClick={() => notify("It failed")}>
        Fail
      </button>
    </>
  );
}

describe("NoticeProvider", () => {
  it("shows a notice of the asked severity, errors by default, the newest replacing the last", async () => {
    const { user } = renderScreen(<SaveButton />);
    expect(screen.queryByTestId("notice-success")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByTestId("notice-success").textContent).toContain("Saved");
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.queryByTestId("notice-success")).toBeNull();
    expect(screen.getByTestId("notice-error").textContent).toContain("It failed");
  });

  it("closes the notice with its close button", async () => {
    const { user } = renderScreen(<SaveButton />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("notice-success")).toBeNull();
  });

  it("shows notices raised outside React through the notice bus", () => {
    renderScreen(<p>page</p>);
    act(() => emitNotice("Session expired", "warning"));
    expect(screen.getByTestId("notice-warning").textContent).toContain("Session expired");
  });

  it("refuses useNotice outside a provider", () => {
    const Orphan = () => {
      useNotice();
      return null;
    };
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow("useNotice needs a NoticeProvider");
    } finally {
      console.error = silence;
    }
  });
});
