import { formatDayMonthYear } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import { Avatar, Box, Button, Chip, Link, ListItem, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { chatWithPath, companyPagePath } from "../../company-page/index.ts";
import type { AssociationItem } from "../api.ts";

export type AssociationAction = "accept" | "refuse" | "withdraw" | "remove";

export type AssociationRowProps = {
  item: AssociationItem;
  busy: boolean;
  onAction: (item: AssociationItem, action: AssociationAction) => void;
};

const TYPES = ["client", "supplier", "freelance", "academy"] as const;
type KnownType = (typeof TYPES)[number];
export const isKnownType = (t: string): t is KnownType => (TYPES as readonly string[]).includes(t);

/** One vendor-list link: the other company, when it was sent or linked, and what the caller can do with it. */
export function AssociationRow({ item, busy, onAction }: AssociationRowProps) {
  const { t } = useTranslation("associations");
  const pending = item.status === 0;
  const date = formatDayMonthYear(
    new Date(item.status === 1 ? (item.answered_at ?? item.created_at) : item.created_at),
  );
  const when =
    item.status === 1
      ? t("row.linkedSince", { date })
      : item.direction === "sent"
        ? t("row.sentOn", { date })
        : t("row.receivedOn", { date });
  const type = item.company.type;
  return (
    <ListItem
      divider
      data-testid="association-row"
      data-id={item.id}
      sx={{ px: 0, py: 1.5, alignItems: "flex-start" }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ width: "100%", alignItems: { sm: "center" } }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flex: 1, minWidth: 0 }}>
          <Avatar src={item.company.logo_url ?? undefined} alt="" variant="rounded">
            <Business />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={companyPagePath(item.company)}
              underline="hover"
              sx={{ fontWeight: 600, display: "block", overflowWrap: "anywhere" }}
              data-testid="association-company"
            >
              {item.company.name}
            </Link>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5, mt: 0.25 }}
            >
              {isKnownType(type) ? <Chip size="small" variant="outlined" label={t(`type.${type}`)} /> : null}
              {item.company.city ? (
                <Typography variant="body2" color="text.secondary">
                  {item.company.city}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {when}
              </Typography>
            </Stack>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: "wrap", rowGap: 1 }}>
          {pending && item.direction === "received" ? (
            <>
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() => onAction(item, "accept")}
                data-testid="association-accept"
              >
                {t("row.accept")}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                disabled={busy}
                onClick={() => onAction(item, "refuse")}
                data-testid="association-refuse"
              >
                {t("row.refuse")}
              </Button>
            </>
          ) : null}
          {pending && item.direction === "sent" ? (
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() => onAction(item, "withdraw")}
              data-testid="association-withdraw"
            >
              {t("row.withdraw")}
            </Button>
          ) : null}
          {item.status === 1 ? (
            <>
              {isImplementedState("chat_component") ? (
                <Button
                  component={RouterLink}
                  to={chatWithPath(item.company.id)}
                  size="small"
                  variant="outlined"
                  startIcon={<ChatOutlined />}
                  data-testid="association-chat"
                >
                  {t("row.chat")}
                </Button>
              ) : null}
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => onAction(item, "remove")}
                data-testid="association-remove"
              >
                {t("row.remove")}
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
    </ListItem>
  );
}
