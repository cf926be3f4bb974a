// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { DataTable, type DataTableColumn } from "./data-table.tsx";

type Coupon = { id: number; code: string; uses: number };

const COLUMNS: DataTableColumn<Coupon>[] = [
  { key: "code", label: "Code", sx: { fontFamily: "monospace" }, render: (c) => c.code },
  { key: "uses", label: "Uses", bodyAlign: "right", render: (c) => <strong>{c.uses}</strong> },
];

describe("DataTable", () => {
  it("shows the column labels as headers and one row per record, drawn by the columns", () => {
    renderScreen(
      <DataTable
        columns={COLUMNS}
        rows={[
          { id: 1, code: "SPRING", uses: 3 },
          { id: 2, code: "WINTER", uses: 0 },
        ]}
        rowKey={(c) => c.id}
        rowTestId="coupon-row"
      />,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Code", "Uses"]);
    const rows = screen.getAllByTestId("coupon-row");
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["SPRING", "3"],
      ["WINTER", "0"],
    ]);
    const [first] = rows;
    expect(first).toBeDefined();
    const uses = first ? within(first).getAllByRole("cell")[1] : undefined;
    expect(uses?.className).toContain("MuiTableCell-alignRight");
    expect(screen.getByRole("columnheader", { name: "Uses" }).className).not.toContain("alignRight");
  });

  it("shows only the headers without records", () => {
    renderScreen(<DataTable columns={COLUMNS} rows={[]} rowKey={(c) => c.id} rowTestId="coupon-row" />);
    expect(screen.getAllByRole("columnheader")).toHaveLength(2);
    expect(screen.queryAllByTestId("coupon-row")).toHaveLength(0);
  });

  describe("a table wider than its box", () => {
    afterEach(() => vi.restoreAllMocks());
    const render = () =>
      renderScreen(
        <DataTable columns={COLUMNS} rows={[{ id: 1, code: "SPRING", uses: 3 }]} rowKey={(c) => c.id} />,
      );

    it("takes the keyboard focus, so that the arrow keys scroll it", () => {
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(340);
      render();
      expect(screen.getByRole("table").parentElement?.getAttribute("tabindex")).toBe("0");
    });

    it("is not a tab stop when it fits", () => {
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(340);
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(340);
      render();
      expect(screen.getByRole("table").parentElement?.hasAttribute("tabindex")).toBe(false);
    });
  });
});
