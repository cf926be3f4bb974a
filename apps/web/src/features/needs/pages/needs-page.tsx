import { type ClientNeedListItem, NEED_STATUSES, type NeedStatus } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Tab,
  TablePagination,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { withParamChanges } from "../../../shared/routing/param-changes.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { useOwnNeeds } from "../api.ts";
import { NeedDetailDrawer } from "../components/need-detail-drawer.tsx";
import { formatDay, formatEuro } from "../need-format.ts";

const STATUS_COLOR = { draft: "default", published: "success", closed: "warning" } as const;
const PAGE_SIZE = 20;

/** §2.2 need: the client's needs by status, with the detail in a drawer (publish, continue, close). */
export function NeedsPage() {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const [params, setParams] = useAddressParams();
  const statusRaw = params.get("status");
  const status = (NEED_STATUSES as readonly string[]).includes(statusRaw ?? "")
    ? (statusRaw as NeedStatus)
    : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const openId = Number(params.get("open")) || null;
  const list = useOwnNeeds({ status, page, limit: PAGE_SIZE });
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => withParamChanges(current, changes), { replace: true });

  return (
    <Card data-testid="needs-page">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "flex-start" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("list.heading")}
            </Typography>
            <Typography color="text.secondary">{t("list.subtitle")}</Typography>
          </Box>
          <Button component={RouterLink} to="/need/create" variant="contained" startIcon={<Add />}>
            {t("list.create")}
          </Button>
        </Stack>
        <ScrollableTabs
          value={status ?? "all"}
          onChange={(_, value: string) => set({ status: value === "all" ? null : value, page: null })}
          sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
        >
          <Tab value="all" label={t("status.all")} data-testid="needs-tab-all" />
          {NEED_STATUSES.map((s) => (
            <Tab key={s} value={s} label={t(`status.${s}`)} data-testid={`needs-tab-${s}`} />
          ))}
        </ScrollableTabs>
        {list.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {list.isError ? <Alert severity="error">{errorText(list.error, language)}</Alert> : null}
        {list.data && list.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }} data-testid="needs-empty">
            {t(status ? "list.emptyStatus" : "list.empty")}
          </Typography>
        ) : null}
        <Stack spacing={1.5}>
          {list.data?.items.map((item) => (
            <NeedRow key={item.id} item={item} onOpen={() => set({ open: String(item.id) })} />
          ))}
        </Stack>
        {list.data && list.data.total > PAGE_SIZE ? (
          <TablePagination
            component="div"
            count={list.data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => set({ page: String(next + 1) })}
          />
        ) : null}
      </CardContent>
      <NeedDetailDrawer id={openId} onClose={() => set({ open: null })} />
    </Card>
  );
}

function NeedRow({ item, onOpen }: { item: ClientNeedListItem; onOpen: () => void }) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const facts =
    item.type === "tm"
      ? t("list.positions", { count: item.positions_count })
      : [
          item.budget !== null ? formatEuro(item.budget, language) : null,
          item.deadline ? t("list.deadline", { date: formatDay(item.deadline) }) : null,
        ]
          .filter(Boolean)
          .join(" · ");
  return (
    <Card
      variant="outlined"
      data-testid="need-row"
      data-need-id={item.id}
      sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, alignItems: "stretch" }}
    >
      <CardActionArea onClick={onOpen} sx={{ flexGrow: 1, minWidth: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
            {/* The whole title, on more lines if need be: on a phone the Open button goes under the card. */}
            <Typography
              sx={{
                fontWeight: 600,
                flexGrow: 1,
                flexBasis: { xs: "100%", sm: 0 },
                minWidth: 0,
                overflowWrap: "anywhere",
              }}
              data-testid="need-row-title"
            >
              {item.title}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`type.${item.type}`)} />
            <Chip size="small" color={STATUS_COLOR[item.status]} label={t(`state.${item.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts}
            {" · "}
            {t("list.updated", { date: formatDay(item.updated_at) })}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "flex-end",
          px: 1.5,
          py: { xs: 0.5, sm: 0 },
          borderColor: "divider",
          borderLeft: { xs: 0, sm: 1 },
          borderTop: { xs: 1, sm: 0 },
        }}
      >
        <Button
          component={RouterLink}
          to={`/need/detail?id=${item.id}`}
          size="small"
          data-testid="need-row-open"
          aria-label={`${t("list.open")}: ${item.title}`}
        >
          {t("list.open")}
        </Button>
      </Box>
    </Card>
  );
}
