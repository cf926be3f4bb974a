// @vitest-environment happy-dom
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render.tsx";
import { RootDialogs } from "./root-dialogs.tsx";

// A new build was deployed: the old build's chunk of the update dialog is gone.
vi.mock("../features/shell/components/update-dialog.tsx", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("RootDialogs when a dialog's chunk cannot be fetched", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reloads onto the new build, the update dialog's own outcome", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderScreen(<RootDialogs updateReady signedIn={false} />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
