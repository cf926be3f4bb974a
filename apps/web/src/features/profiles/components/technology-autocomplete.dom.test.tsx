// @vitest-environment happy-dom
import { ROLE } from "@mkt/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubFetch } from "../../../test/fetch-stub.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signIn } from "../../../test/session.ts";
import { TechnologiesPicker } from "./technology-autocomplete.tsx";

// The lookup of the 2,000+-entry taxonomy: a picker matches aliases and suggests at most 50 entries.
const many = Array.from({ length: 2000 }, (_, i) => ({ id: 100 + i, name: `Tool ${i}`, category: "tool" }));
beforeEach(() => {
  signIn(ROLE.SUPPLIER);
  stubFetch({
    "GET /api/technologies": ok([
      { id: 1, name: "Kubernetes", category: "devops", aliases: ["k8s"] },
      { id: 2, name: "PostgreSQL", category: "database", aliases: ["Postgres"] },
      { id: 3, name: "Cybersecurity", category: "security", label_it: "Sicurezza informatica" },
      ...many,
    ]),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("TechnologiesPicker", () => {
  it("finds an entry by its alias and picks the canonical entry", async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<TechnologiesPicker label="Technologies" value={[]} onChange={onChange} />);
    const input = screen.getByLabelText("Technologies");
    await user.click(input);
    await user.type(input, "k8s");
    const option = await screen.findByRole("option", { name: "Kubernetes" });
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 1, name: "Kubernetes" })]);
  });

  it("suggests at most 50 entries out of thousands", async () => {
    const { user } = renderScreen(<TechnologiesPicker label="Technologies" value={[]} onChange={vi.fn()} />);
    const input = screen.getByLabelText("Technologies");
    await user.click(input);
    await user.type(input, "tool");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(50));
  });
});
