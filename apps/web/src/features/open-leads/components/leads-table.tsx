import type { OpenLead } from "@mkt/contracts";
import { Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../shared/components/data-table.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

const STATUS_COLOR = { new: "default", registered: "info", first_need: "success" } as const;

const Line = ({ children, muted = false }: { children: React.ReactNode; muted?: boolean }) => (
  <Typography variant="body2" component="div" color={muted ? "text.secondary" : undefined}>
    {children}
  </Typography>
);

/** The page of leads: who, from where, what they asked, how far they went, when. */
export function LeadsTable({ leads }: { leads: readonly OpenLead[] }) {
  const { t } = useTranslation("open-leads");
  const language = useLanguage();
  const day = (iso: string) =>
    new Date(iso).toLocaleString(language === "it" ? "it-IT" : "en-GB", {
      timeZone: "Europe/Rome",
      dateStyle: "short",
      timeStyle: "short",
    });
  const name = (l: OpenLead) => [l.firstname, l.lastname].filter(Boolean).join(" ");
  return (
    <DataTable
      rows={leads}
      rowKey={(l) => l.id}
      rowTestId="open-lead-row"
      columns={[
        {
          key: "contact",
          label: t("columns.contact"),
          render: (l) => (
            <>
              {name(l) ? <Line>{name(l)}</Line> : null}
              <Line>{l.email}</Line>
              {l.company_name ? <Line muted>{l.company_name}</Line> : null}
            </>
          ),
        },
        {
          key: "source",
          label: t("columns.source"),
          render: (l) => (
            <>
              <Line>{l.utm_source ?? t("noSource")}</Line>
              {l.utm_medium || l.utm_campaign ? (
                <Line muted>{[l.utm_medium, l.utm_campaign].filter(Boolean).join(" · ")}</Line>
              ) : null}
              {l.caller ? <Line muted>{l.caller}</Line> : null}
            </>
          ),
        },
        { key: "kind", label: t("columns.kind"), render: (l) => t(`kind.${l.kind}`) },
        {
          key: "subject",
          label: t("columns.subject"),
          render: (l) =>
            l.need ? (
              <>
                <Line>{l.need.title}</Line>
                <Line muted>{t(`needType.${l.need.type}`)}</Line>
              </>
            ) : (
              (l.profile?.title ?? "—")
            ),
        },
        {
          key: "status",
          label: t("columns.status"),
          render: (l) => (
            <Chip
              size="small"
              color={STATUS_COLOR[l.status]}
              label={t(`status.${l.status}`)}
              data-testid={`lead-status-${l.status}`}
            />
          ),
        },
        {
          key: "dates",
          label: t("columns.dates"),
          render: (l) => (
            <>
              <Line>{t("created", { date: day(l.created_at) })}</Line>
              {l.registered_at ? <Line muted>{t("registered", { date: day(l.registered_at) })}</Line> : null}
              {l.company ? <Line muted>{t("registeredAs", { company: l.company.name })}</Line> : null}
            </>
          ),
        },
      ]}
    />
  );
}
