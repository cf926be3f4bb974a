// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { SelectFilter, type SelectFilterProps } from "./select-filter.tsx";

const OPTIONS = [
  { value: "sent", label: "Sent" },
  { value: "accepted", label: "Accepted" },
];

/** A filter whose value is kept by its parent, as an address parameter would be. */
function Harness({ onChange, ...props }: Partial<SelectFilterProps> & { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SelectFilter
      label="Status"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={OPTIONS}
      {...props}
    />
  );
}

describe("SelectFilter", () => {
  it("lists the 'any' option first, then the options, and reports the value picked", async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<Harness anyLabel="All statuses" onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Status" });
    await user.click(select);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All statuses", "Sent", "Accepted"]);
    await user.click(screen.getByRole("option", { name: "Accepted" }));
    expect(onChange).toHaveBeenLastCalledWith("accepted");
    expect(screen.getByRole("combobox", { name: "Status" }).textContent).toBe("Accepted");
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(screen.getByRole("option", { name: "All statuses" }));
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("has no 'any' option without anyLabel, and passes TextField props through", async () => {
    const { user } = renderScreen(
      <SelectFilter
        label="Order"
        value="sent"
        onChange={vi.fn()}
        options={OPTIONS}
        data-testid="order-filter"
        slotProps={{ htmlInput: { "data-testid": "order-input" } }}
      />,
    );
    expect(screen.getByTestId("order-filter")).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>("order-input").value).toBe("sent");
    await user.click(screen.getByRole("combobox", { name: "Order" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Sent", "Accepted"]);
    expect(screen.getByRole("option", { name: "Sent" }).getAttribute("aria-selected")).toBe("true");
  });
});
