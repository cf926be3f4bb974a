// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { MergeDialog } from "./merge-dialog.tsx";

const preview = {
  data: {
    references: [
      { table: "profile_skill", count: 2 },
      { table: "service", count: 1 },
    ],
    total: 3,
  },
  isLoading: false,
  error: null,
};

function setup(mutateAsync = vi.fn(async () => ({ survivor_id: 7, moved: 3, duplicates_removed: 1 }))) {
  const loadCandidates = vi.fn(async (word: string) =>
    [
      { id: 5, label: "Reactjs" },
      { id: 7, label: "React" },
      { id: 8, label: "Preact" },
    ].filter((o) => o.label.toLowerCase().includes(word.toLowerCase())),
  );
  const onMerged = vi.fn();
  const view = renderScreen(
    <MergeDialog
      entry={{ id: 5, label: "Reactjs" }}
      loadCandidates={loadCandidates}
      preview={preview}
      merge={{ mutateAsync, isPending: false, error: null }}
      outcome="The merged entry is disabled."
      onClose={vi.fn()}
      onMerged={onMerged}
    />,
  );
  return { ...view, loadCandidates, onMerged, mutateAsync };
}

describe("MergeDialog", () => {
  it("shows how many references move, per table", async () => {
    setup();
    expect(await screen.findByText("3 references will move:")).toBeTruthy();
    expect(screen.getByTestId("merge-count-profile_skill").textContent).toBe("Profile skills: 2");
    expect(screen.getByTestId("merge-count-service").textContent).toBe("Services: 1");
  });

  it("merges only once a survivor is chosen, never offering the duplicate itself", async () => {
    const { user, mutateAsync, onMerged, loadCandidates } = setup();
    const submit = screen.getByTestId("merge-submit");
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByTestId("merge-survivor"), "react");
    await waitFor(() => expect(loadCandidates).toHaveBeenCalledWith("react"));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["React", "Preact"]);
    await user.click(screen.getByRole("option", { name: "React" }));
    expect(submit.hasAttribute("disabled")).toBe(false);
    await user.click(submit);
    await waitFor(() =>
      expect(onMerged).toHaveBeenCalledWith(
        { survivor_id: 7, moved: 3, duplicates_removed: 1 },
        { id: 7, label: "React" },
      ),
    );
    expect(mutateAsync).toHaveBeenCalledWith({ id: 5, survivorId: 7 });
  });
});
