// @vitest-environment happy-dom
import { PRODUCT_VERSION, ROLE } from "@mkt/contracts";
import { act, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BottomBarPlacement, setOverlayWanted, useBottomBar } from "../../../shared/overlays/index.ts";
import { renderScreen } from "../../../test/render.tsx";
import { ShellFeedback } from "./shell-feedback.tsx";

// happy-dom lays nothing out: the boxes the button and the page's controls would have are given here.
type Box = { left: number; top: number; width: number; height: number };
const boxes = new WeakMap<Element, Box>();
const place = (element: Element, box: Box) => boxes.set(element, box);

// ResizeObserver stand-in: the test says when a bar's size changed.
const observed = new Map<Element, () => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
  unobserve() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const b = boxes.get(this) ?? { left: 0, top: 0, width: 0, height: 0 };
    return DOMRect.fromRect({ x: b.left, y: b.top, width: b.width, height: b.height });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observed.clear();
});

/** A screen's bottom bar, `height` px tall, that can be removed and can grow. */
function Bar({ placement = "above" }: { placement?: BottomBarPlacement }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
      {shown ? <BarBody placement={placement} /> : null}
    </>
  );
}
function BarBody({ placement }: { placement: BottomBarPlacement }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBar(ref, placement);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) place(element, { left: 0, top: 740, width: 375, height: 72 });
      }}
      data-testid="bar"
    />
  );
}

const show = (extra: React.ReactNode = null) =>
  renderScreen(
    <>
      <ShellFeedback roleId={ROLE.FREELANCER} versionProduct={PRODUCT_VERSION.CURRENT} companyName="Acme" />
      {extra}
    </>,
    { path: "/my_profile" },
  );
const fab = () => screen.queryByTestId("feedback-button");

describe("ShellFeedback's floating button", () => {
  it("floats above a declared bottom bar, follows its height, and comes back down when it leaves", async () => {
    const { user } = show(<Bar />);
    expect(fab()?.style.bottom).toBe("calc(72px + var(--feedback-button-gap))");
    // The bar wraps onto two lines: its ResizeObserver reports the new height.
    const bar = screen.getByTestId("bar");
    place(bar, { left: 0, top: 700, width: 375, height: 112 });
    act(() => observed.get(bar)?.());
    expect(fab()?.style.bottom).toBe("calc(112px + var(--feedback-button-gap))");
    await user.click(screen.getByRole("button", { name: "leave" }));
    expect(fab()?.style.bottom).toBe("calc(0px + var(--feedback-button-gap))");
  });

  it("leaves while a bar that asks it to (the chat's message box) is on screen", async () => {
    const { user } = show(<Bar placement="hide" />);
    expect(fab()).toBeNull();
    await user.click(screen.getByRole("button", { name: "leave" }));
    expect(fab()).not.toBeNull();
  });

  it("steps aside while a control of the page lies under it, and comes back once scrolled clear", async () => {
    show(
      <button type="button" data-testid="save">
        Save
      </button>,
    );
    const button = fab() as HTMLElement;
    const save = screen.getByTestId("save");
    place(button, { left: 303, top: 740, width: 56, height: 56 });
    place(save, { left: 270, top: 770, width: 72, height: 36 });
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(getComputedStyle(button).visibility).toBe("hidden");
    place(save, { left: 270, top: 600, width: 72, height: 36 });
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(getComputedStyle(button).visibility).not.toBe("hidden");
  });

  it("waits until the cookie banner and the tutorial popup, in its corner, have closed", () => {
    act(() => setOverlayWanted("cookie-banner", true));
    show();
    expect(fab()).toBeNull();
    act(() => {
      setOverlayWanted("cookie-banner", false);
      setOverlayWanted("tutorial", true);
    });
    expect(fab()).toBeNull();
    act(() => setOverlayWanted("tutorial", false));
    expect(fab()).not.toBeNull();
  });
});

describe("ShellFeedback's review request", () => {
  it("the floating button opens the dialog once its code is in, and it closes again", async () => {
    const { user } = show();
    expect(screen.queryByTestId("review-request-dialog")).toBeNull();
    await user.click(fab() as HTMLElement);
    const dialog = await screen.findByTestId("review-request-dialog");
    expect(dialog.textContent).toContain("Acme");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByTestId("review-request-dialog")).toBeNull());
  });
});
