// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { type OverlayId, useOverlayTurn } from "./overlay-queue.ts";

function Overlay({ id, initially = true }: { id: OverlayId; initially?: boolean }) {
  const [wanted, setWanted] = useState(initially);
  const turn = useOverlayTurn(id, wanted);
  return (
    <div>
      <button type="button" onClick={() => setWanted((w) => !w)}>
        toggle {id}
      </button>
      {turn ? (
        <div role="dialog" aria-label={id}>
          {id}
        </div>
      ) : null}
    </div>
  );
}

const shown = () => screen.queryAllByRole("dialog").map((d) => d.getAttribute("aria-label"));

describe("overlay queue", () => {
  it("shows one overlay at a time, highest priority first, the next once it closes", async () => {
    // Mounted in the opposite order of their priority: the order on screen does not matter.
    const { user } = renderScreen(
      <>
        <Overlay id="feedback-survey" />
        <Overlay id="tutorial" />
        <Overlay id="complete-profile" />
        <Overlay id="cookie-banner" />
      </>,
    );
    expect(shown()).toEqual(["cookie-banner"]);
    await user.click(screen.getByRole("button", { name: "toggle cookie-banner" }));
    expect(shown()).toEqual(["complete-profile"]);
    await user.click(screen.getByRole("button", { name: "toggle complete-profile" }));
    expect(shown()).toEqual(["tutorial"]);
    await user.click(screen.getByRole("button", { name: "toggle tutorial" }));
    expect(shown()).toEqual(["feedback-survey"]);
  });

  it("lets a higher overlay that asks later take the turn, and gives it back", async () => {
    const { user } = renderScreen(
      <>
        <Overlay id="tutorial" />
        <Overlay id="software-update" initially={false} />
      </>,
    );
    expect(shown()).toEqual(["tutorial"]);
    await user.click(screen.getByRole("button", { name: "toggle software-update" }));
    expect(shown()).toEqual(["software-update"]);
    await user.click(screen.getByRole("button", { name: "toggle software-update" }));
    expect(shown()).toEqual(["tutorial"]);
  });

  it("hands the turn on when the showing overlay unmounts", async () => {
    function Host() {
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setMounted(false)}>
            unmount
          </button>
          {mounted ? <Overlay id="complete-profile" /> : null}
          <Overlay id="feedback-survey" />
        </>
      );
    }
    const { user } = renderScreen(<Host />);
    expect(shown()).toEqual(["complete-profile"]);
    await user.click(screen.getByRole("button", { name: "unmount" }));
    await act(async () => {});
    expect(shown()).toEqual(["feedback-survey"]);
  });
});
