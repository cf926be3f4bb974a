import { formatDayMonthYear, type MemberCompany } from "@mkt/contracts";
import {
  Card,
  CardActionArea,
  CardContent,
  Chip,
  type ChipProps,
  Link,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "../../../shared/components/data-table.tsx";
import { OnboardingSteps } from "./onboarding-steps.tsx";

type Owner = NonNullable<MemberCompany["owner"]>;

const OWNER_COLOR: Record<Owner["status"], ChipProps["color"]> = {
  active: "success",
  invited: "warning",
  disabled: "default",
};

/** The owner's invitation state: accepted (active), still pending, or disabled. */
export function OwnerStatus({ owner }: { owner: MemberCompany["owner"] }) {
  const { t } = useTranslation("company-admin");
  if (!owner) return <Typography variant="body2">{t("owner.none")}</Typography>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OWNER_COLOR[owner.status]}
      label={t(`owner.${owner.status}`)}
      data-testid="owner-status"
      data-status={owner.status}
    />
  );
}

/**
 * An e-mail that wraps after its "@" (mailbox on one line, domain on the next) instead of mid-word; only a part
 * longer than the column breaks inside.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function OwnerCell({ owner }: { owner: MemberCompany["owner"] }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: "flex-start" }}>
      {owner ? (
        <Typography variant="body2" sx={{ wordBreak: "break-word" }}>
          {owner.firstname} {owner.lastname}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            title={owner.email}
            sx={{ display: "block" }}
            data-testid="owner-email"
          >
            <EmailText email={owner.email} />
          </Typography>
        </Typography>
      ) : null}
      <OwnerStatus owner={owner} />
    </Stack>
  );
}

export type MemberCompanyRowsProps = {
  rows: readonly MemberCompany[];
  narrow: boolean;
  onOpen: (id: number) => void;
};

/** Member companies as a table on a desktop and as cards on a phone; the name opens the company's drawer. */
export function MemberCompanyRows({ rows, narrow, onOpen }: MemberCompanyRowsProps) {
  const { t } = useTranslation("company-admin");
  const typeLabel = (type: string) => t(`types.${type}`, { defaultValue: type });
  if (narrow) {
    return (
      <Stack spacing={1.5} data-testid="member-company-cards">
        {rows.map((row) => (
          <Card key={row.id} variant="outlined" data-testid="member-company-row" data-name={row.name}>
            <CardActionArea onClick={() => onOpen(row.id)}>
              <CardContent sx={{ display: "grid", gap: 1 }}>
                <Typography sx={{ fontWeight: 700, wordBreak: "break-word" }}>{row.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {typeLabel(row.type)} · {row.vat_number}
                  {row.city ? ` · ${row.city}` : ""}
                </Typography>
                <OnboardingSteps steps={row.steps} />
                <OwnerCell owner={row.owner} />
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    );
  }
  const columns: DataTableColumn<MemberCompany>[] = [
    {
      key: "name",
      label: t("list.columns.name"),
      render: (row) => (
        <Stack spacing={0.25}>
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row.id)}
            sx={{ fontWeight: 600, textAlign: "left" }}
            data-testid="member-company-open"
          >
            {row.name}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {row.vat_number}
            {row.city ? ` · ${row.city}` : ""}
          </Typography>
        </Stack>
      ),
    },
    { key: "type", label: t("list.columns.type"), render: (row) => typeLabel(row.type) },
    { key: "owner", label: t("list.columns.owner"), render: (row) => <OwnerCell owner={row.owner} /> },
    {
      key: "steps",
      label: t("list.columns.steps"),
      render: (row) => (
        <Stack spacing={0.5}>
          <OnboardingSteps steps={row.steps} />
          <Typography variant="caption" color="text.secondary">
            {row.next_step ? t("list.nextStep", { step: t(`steps.${row.next_step}`) }) : t("steps.done")}
          </Typography>
        </Stack>
      ),
    },
    { key: "users", label: t("list.columns.users"), align: "right", render: (row) => row.users },
    {
      key: "created",
      label: t("list.columns.created"),
      sx: { whiteSpace: "nowrap" },
      render: (row) => formatDayMonthYear(new Date(row.created_at)),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} rowTestId="member-company-row" />;
}
