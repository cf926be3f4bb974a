// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import type { CertificationValues } from "../profile-form-model.ts";
import { CertificationNameField } from "./certification-name-field.tsx";

const SAA = "AWS Certified Solutions Architect - Associate";
beforeEach(() => {
  signIn(ROLE.SUPPLIER);
  stubFetch({
    "GET /api/technologies": ok([
      { id: 1, name: "AWS", category: "cloud", aliases: ["Amazon Web Services"] },
      { id: 11, name: SAA, category: "certification", aliases: ["AWS SAA", "SAA-C03"] },
      { id: 12, name: "AWS Certified Old Exam", category: "certification", enabled: false },
      { id: 13, name: "ITIL 4 Foundation", category: "certification", aliases: ["ITIL Foundation"] },
    ]),
  });
});
afterEach(() => vi.unstubAllGlobals());

type Row = Pick<CertificationValues, "name" | "technology_id">;

/** A form with the field alone; each change of the row is reported. */
function Harness({ initial, onValues }: { initial: Row; onValues: (row: Row) => void }) {
  const { control, watch } = useForm<Row>({ defaultValues: initial });
  onValues(watch());
  return (
    <CertificationNameField
      control={control}
      name="name"
      technologyIdName="technology_id"
      label="Certification"
      required
    />
  );
}

const render = (initial: Row = { name: "", technology_id: null }) => {
  const values = vi.fn<(row: Row) => void>();
  const view = renderScreen(<Harness initial={initial} onValues={values} />);
  return { ...view, last: () => values.mock.lastCall?.[0] };
};

describe("CertificationNameField", () => {
  it("suggests enabled certification entries by alias and links the one picked", async () => {
    const { user, last } = render();
    const input = screen.getByLabelText(/Certification/);
    await user.click(input);
    await user.type(input, "aws saa");
    const option = await screen.findByRole("option", { name: SAA });
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.click(option);
    expect(last()).toEqual({ name: SAA, technology_id: 11 });
    expect(input).toHaveProperty("value", SAA);
  });

  it("offers neither other categories nor switched-off entries", async () => {
    const { user } = render();
    const input = screen.getByLabelText(/Certification/);
    await user.click(input);
    await user.type(input, "aws");
    await waitFor(() => expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([SAA]));
  });

  it("keeps free text as typed, unlinked, and unlinks a picked entry once the text is edited", async () => {
    const { user, last } = render({ name: "ITIL 4 Foundation", technology_id: 13 });
    const input = screen.getByLabelText(/Certification/);
    expect(input).toHaveProperty("value", "ITIL 4 Foundation");
    await user.type(input, " (2019)");
    expect(last()).toEqual({ name: "ITIL 4 Foundation (2019)", technology_id: null });
    await user.clear(input);
    await user.type(input, "Corso interno di sicurezza");
    await user.tab();
    expect(last()).toEqual({ name: "Corso interno di sicurezza", technology_id: null });
    expect(input).toHaveProperty("value", "Corso interno di sicurezza");
  });

  it("still shows the name of a row linked to an entry switched off since", async () => {
    const { last } = render({ name: "AWS Certified Old Exam", technology_id: 12 });
    await screen.findByDisplayValue("AWS Certified Old Exam");
    expect(last()).toEqual({ name: "AWS Certified Old Exam", technology_id: 12 });
  });
});
