import { type OpenPosition, PROFILE_LANGUAGE_CODES } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import Close from "@mui/icons-material/Close";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Divider,
  Drawer,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { BestFitLine, FittingProfiles } from "../../matching/components/fitting-profiles.tsx";
import {
  MarketTabs,
  MyQuotesTab,
  marketTabOf,
  SendQuoteButton,
} from "../../quotes/components/market-quote-entry.tsx";
import { useOpenPositions } from "../api.ts";
import { PositionFilters } from "../components/position-filters.tsx";
import { PositionSummary } from "../components/position-summary.tsx";
import { MARKET_PAGE_SIZE, positionQueryFromParams, withParams } from "../market-filters.ts";
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
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = positionQueryFromParams(params);
  const list = useOpenPositions(query);
  const openId = Number(params.get("open")) || null;
  const change = (changes: Record<string, string | null>) =>
    setParams((current) => withParams(current, changes), { replace: true });
  const open = list.data?.items.find((p) => p.id === openId) ?? null;
  const pages = list.data ? Math.ceil(list.data.total / MARKET_PAGE_SIZE) : 0;
  const tabs = <MarketTabs params={params} setParams={setParams} list="positions" />;
  if (marketTabOf(params) === "quotes")
    return (
      <Card data-testid="position-list-page">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {tabs}
          <MyQuotesTab params={params} setParams={setParams} />
        </CardContent>
      </Card>
    );
  return (
    <Card data-testid="position-list-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {tabs}
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("market.positionsHeading")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("market.positionsSubtitle")}
        </Typography>
        <PositionFilters params={params} onChange={change} />
        {list.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {list.isError ? <Alert severity="error">{errorText(list.error, language)}</Alert> : null}
        {list.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="position-total">
            {t("market.found", { count: list.data.total })}
          </Typography>
        ) : null}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          {list.data?.items.map((p) => (
            <Card key={p.id} variant="outlined" data-testid="position-item">
              <CardActionArea
                onClick={() => change({ open: String(p.id), page: String(query.page) })}
                sx={{ height: "100%" }}
              >
                <CardContent>
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
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        {list.data && list.data.items.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{ py: 4, textAlign: "center" }}
            data-testid="positions-empty"
          >
            {t("market.noPositions")}
          </Typography>
        ) : null}
        <ListPagination count={pages} page={query.page} onChange={(next) => change({ page: String(next) })} />
      </CardContent>
      <PositionDrawer position={open} onClose={() => change({ open: null, page: String(query.page) })} />
    </Card>
  );
}

function PositionDrawer({ position, onClose }: { position: OpenPosition | null; onClose: () => void }) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const languageName = (code: string) =>
    isLanguageCode(code) ? tp(`languageNames.${code}`) : code.toUpperCase();
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
          <SendQuoteButton position={position} />
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

const isLanguageCode = (code: string): code is (typeof PROFILE_LANGUAGE_CODES)[number] =>
  (PROFILE_LANGUAGE_CODES as readonly string[]).includes(code);
