import type { CollaborationAction, CollaborationItem } from "@mkt/contracts";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import { Box, Button, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatEuro } from "../../../shared/i18n/format-euro.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { track } from "../../../shared/tracking/index.ts";
import { formatDate, formatDateTime } from "../format.ts";
import type { PendingAction } from "./action-dialogs.tsx";
import { CollaborationStatusChip } from "./status-chip.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A service collaboration's service: a link to its catalogue page for the client who bought it. */
function ServiceFact({ service, linked }: { service: { id: number; title: string }; linked: boolean }) {
  const { t } = useTranslation("collaborations");
  return (
    <Box sx={{ gridColumn: "1 / -1", minWidth: 0 }} data-testid="collaboration-service">
      <Typography variant="caption" color="text.secondary" component="div">
        {t("row.service")}
      </Typography>
      {linked ? (
        <Link
          component={RouterLink}
          to={`/find_services?service=${service.id}`}
          variant="body2"
          sx={{ fontWeight: 600, wordBreak: "break-word" }}
        >
          {service.title}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
          {service.title}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Client, supplier, position, rate and period of a collaboration (two columns when `compact`, as in the drawer).
 * A service collaboration shows its service (linked to the catalogue for the client, `linkService`) and its fixed
 * price instead of a daily rate.
 */
export function Facts({
  item,
  compact = false,
  linkService = false,
}: {
  item: CollaborationItem;
  compact?: boolean;
  linkService?: boolean;
}) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const none = t("row.noValue");
  const start = formatDate(item.date_start, language);
  const end = formatDate(item.date_end, language);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: compact ? "1fr 1fr" : { xs: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      <Fact label={t("row.client")} value={item.client.name} />
      <Fact label={t("row.supplier")} value={item.supplier.name} />
      {item.service ? (
        <Fact
          label={t("row.price")}
          value={
            item.price === null ? none : t("row.priceFixed", { price: formatEuro(item.price, language) })
          }
        />
      ) : (
        <Fact
          label={t("row.rate")}
          value={
            item.daily_rate === null
              ? none
              : t("row.ratePerDay", { rate: formatEuro(item.daily_rate, language) })
          }
        />
      )}
      <Fact label={t("row.dates")} value={start || end ? `${start ?? none} – ${end ?? none}` : none} />
      {item.service ? <ServiceFact service={item.service} linked={linkService} /> : null}
      {item.position_title ? (
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Fact
            label={t("row.position")}
            value={item.need_title ? `${item.position_title} · ${item.need_title}` : item.position_title}
          />
        </Box>
      ) : null}
    </Box>
  );
}

const PRIMARY: CollaborationAction[] = [
  "respond_interview",
  "start",
  "complete",
  "feedback",
  "interview_outcome",
];

/** The moves the reader may make now, from the state machine (the server answers the list). */
export function ActionButtons({
  item,
  onAction,
}: {
  item: CollaborationItem;
  onAction: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation("collaborations");
  if (item.actions.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
      {item.actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={PRIMARY.includes(action) ? "contained" : "outlined"}
          color={action === "cancel" ? "error" : "primary"}
          onClick={() => onAction({ collaboration: item, action })}
          data-testid={`action-${action}`}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}

export type CollaborationRowProps = {
  item: CollaborationItem;
  /** The reader's company: the chat goes to the other one. Null for staff and students (no chat). */
  viewerCompanyId: number | null;
  onOpen: (id: number) => void;
  onAction: (pending: PendingAction) => void;
};

/** One collaboration in a list: who, terms, interview time, actions, chat and details. */
export function CollaborationRow({ item, viewerCompanyId, onOpen, onAction }: CollaborationRowProps) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const other =
    viewerCompanyId === null ? null : item.client.id === viewerCompanyId ? item.supplier.id : item.client.id;
  return (
    <Card variant="outlined" data-testid="collaboration-row" data-id={item.id} data-status={item.status}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, "&:last-child": { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
              {item.profile_name}
            </Typography>
            <CollaborationStatusChip status={item.status} />
          </Stack>
          <Facts item={item} linkService={viewerCompanyId !== null && item.client.id === viewerCompanyId} />
          {item.interview_starts_at && item.interview_status === "confirmed" ? (
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              {t("row.interviewAt", { date: formatDateTime(item.interview_starts_at, language) })}
            </Typography>
          ) : null}
          {/* useFlexGap: with spacing's margins, a card without actions lost the ml:auto below and put Chat and
              Details on the left (cancelled collaborations, the staff's list). */}
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            useFlexGap
            sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
          >
            <ActionButtons item={item} onAction={onAction} />
            <Stack direction="row" spacing={1} sx={{ ml: { sm: "auto" } }}>
              {other !== null ? (
                <Button
                  size="small"
                  startIcon={<ChatOutlined />}
                  component={RouterLink}
                  to={`/chat_component?company=${other}`}
                  onClick={() =>
                    track("collaboration_chat", {
                      company_id: other,
                      ...(item.nomination_id === null ? {} : { nomination_id: item.nomination_id }),
                    })
                  }
                >
                  {t("row.chat")}
                </Button>
              ) : null}
              <Button size="small" onClick={() => onOpen(item.id)} data-testid="collaboration-open">
                {t("row.details")}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
