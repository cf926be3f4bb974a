import { Autocomplete, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMemberCompanyLookup } from "../api.ts";

/** "own": the caller's organisation; a number: one of its member companies. */
export type PickedCompany = "own" | number;
type Option = { key: PickedCompany; name: string };

export type MemberCompanyPickerProps = {
  value: PickedCompany | null;
  /** The chosen company's name, shown before the list loads. */
  valueName: string | null;
  /** Offer "Your organisation" first (its users are managed through the team endpoints). */
  ownName: string | null;
  onChange: (value: PickedCompany | null) => void;
};

/** Pick a member company by name or VAT number (searched on the server), or the caller's own organisation. */
export function MemberCompanyPicker({ value, valueName, ownName, onChange }: MemberCompanyPickerProps) {
  const { t } = useTranslation("company-admin");
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const lookup = useMemberCompanyLookup(search);
  const own: Option[] = ownName === null ? [] : [{ key: "own", name: t("users.own", { name: ownName }) }];
  const members: Option[] = (lookup.data?.items ?? []).map((row) => ({ key: row.id, name: row.name }));
  const options = [...own, ...members];
  const selected =
    value === null
      ? null
      : (options.find((o) => o.key === value) ?? {
          key: value,
          name: value === "own" ? (own[0]?.name ?? "") : (valueName ?? `#${value}`),
        });
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.key ?? null)}
      onInputChange={(_, text, reason) => {
        if (reason === "input" || reason === "clear") setInput(text);
      }}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => String(option.key)}
      isOptionEqualToValue={(option, current) => option.key === current.key}
      filterOptions={(all) => all}
      loading={lookup.isFetching}
      noOptionsText={t("users.noCompany")}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("users.pick")}
          slotProps={{ htmlInput: { ...params.inputProps, "data-testid": "member-picker" } }}
        />
      )}
    />
  );
}
