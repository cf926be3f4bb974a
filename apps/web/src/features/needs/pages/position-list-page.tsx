import type { OpenPosition } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import Close from "@mui/icons-material/Close";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { Box, Chip, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { spokenLanguageName, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTrackView } from "../../../shared/tracking/index.ts";
import { BestFitLine, FittingProfiles } from "../../matching/index.ts";
import { SendQuoteButton } from "../../quotes/index.ts";
import { useOpenPositions } from "../api.ts";
import { MarketListPage, useMarketAddress } from "../components/market-list.tsx";
import { PositionFilters } from "../components/position-filters.tsx";
import { PositionSummary } from "../components/position-summary.tsx";
import { useCanSendQuotes } from "../hooks/use-can-send-quotes.ts";
import { positionQueryFromParams } from "../market-filters.ts";
import { formatDay } from "../need-format.ts";

/** The client as a supplier sees it: its name, or "confidential client" when the need is anonymous. */
export function ClientLine({ client }: { client: { name: string } | null }) {
  const { t } = useTranslation("needs");
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", color: "text.secondary" }}>
      {client ? <Business fontSize="small" /> : <VisibilityOff fontSize="small" />}
      <Typography variant="body2" data-testid="client-name">
        {client ? client.name : t("anonymousClient")}
      </Typography>
    </Stack>
  );
}

/** §2.2 position_list and freelance_position_list: published T&M positions, filtered in the address. */
export function PositionListPage() {
  const { t } = useTranslation("needs");
  const address = useMarketAddress();
  const query = positionQueryFromParams(address.params);
  const list = useOpenPositions(query);
  // Only quote senders are invited to propose profiles; staff and other roles get a neutral description (§6).
  const sender = useCanSendQuotes();
  return (
    <MarketListPage
      address={address}
      kind="positions"
      testId="position-list-page"
      heading={t("market.positionsHeading")}
      subtitle={t(sender ? "market.positionsSubtitle" : "market.positionsSubtitleViewer")}
      filters={<PositionFilters params={address.params} onChange={address.change} />}
      result={list}
      page={query.page}
      foundText={(count) => t("market.found", { count })}
      foundTestId="position-total"
      itemTestId="position-item"
      renderItem={(p) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>{p.title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {p.need_title}
          </Typography>
          <ClientLine client={p.client} />
          <Box sx={{ mt: 1.5 }}>
            <PositionSummary position={p} />
          </Box>
          {p.best_fit !== undefined ? (
            <Box sx={{ mt: 1.5 }}>
              <BestFitLine fit={p.best_fit} />
            </Box>
          ) : null}
        </>
      )}
      emptyText={t("market.noPositions")}
      emptyTestId="positions-empty"
      renderDrawer={(open, onClose) => <PositionDrawer position={open} onClose={onClose} />}
    />
  );
}

function PositionDrawer({ position, onClose }: { position: OpenPosition | null; onClose: () => void }) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const sender = useCanSendQuotes();
  // Names from the staff's spoken-language table (a language added there is named too).
  const language = useLanguage();
  const spoken = useSpokenLanguages();
  const languageName = (code: string) => spokenLanguageName(spoken.data, code, language);
  useTrackView(
    "position_detail",
    position
      ? { position_id: position.id, project_id: position.need_id, project_type: "tm", source: "market" }
      : null,
  );
  return (
    <Drawer
      anchor="right"
      open={position !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 480 } } } }}
    >
      {position ? (
        <Stack spacing={2} sx={{ p: 2.5 }} data-testid="position-detail">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
            <Box>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {position.title}
              </Typography>
              <Typography color="text.secondary">{position.need_title}</Typography>
            </Box>
            <IconButton aria-label={t("close")} onClick={onClose}>
              <Close />
            </IconButton>
          </Stack>
          <ClientLine client={position.client} />
          <PositionSummary position={position} />
          {sender ? <SendQuoteButton position={position} /> : null}
          {position.languages.length > 0 ? (
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
              {position.languages.map((l) => (
                <Chip
                  key={l.code}
                  size="small"
                  variant="outlined"
                  label={`${languageName(l.code)} · ${tp(`languageLevel.${l.min_level}`)}`}
                />
              ))}
            </Stack>
          ) : null}
          <Divider />
          {position.description ? (
            <Typography sx={{ whiteSpace: "pre-line" }}>{position.description}</Typography>
          ) : (
            <Typography color="text.secondary">{t("market.noDescription")}</Typography>
          )}
          {position.published_at ? (
            <Typography variant="body2" color="text.secondary">
              {t("publishedOn", { date: formatDay(position.published_at) })}
            </Typography>
          ) : null}
          {position.best_fit !== undefined ? (
            <>
              <Divider />
              <FittingProfiles positionId={position.id} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
