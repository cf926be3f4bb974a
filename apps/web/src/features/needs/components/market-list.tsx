import { Box, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { ListState } from "../../../shared/components/list-state.tsx";
import { withFilterChanges } from "../../../shared/routing/param-changes.ts";
import { useAddressParams } from "../../../shared/routing/use-address-params.ts";
import { MarketTabs, MyQuotesTab, marketTabOf } from "../../quotes/index.ts";
import { useCanSendQuotes } from "../hooks/use-can-send-quotes.ts";
import { MARKET_PAGE_SIZE } from "../market-filters.ts";

/** Sets or removes address parameters (a filter change goes back to page 1). */
export type MarketChange = (changes: Record<string, string | null>) => void;

/** The address a market list lives in: its filters, page, tab and the opened item. */
export function useMarketAddress() {
  const [params, setParams] = useAddressParams();
  const change: MarketChange = (changes) =>
    setParams((current) => withFilterChanges(current, changes), { replace: true });
  return { params, setParams, change };
}
export type MarketAddress = ReturnType<typeof useMarketAddress>;

export type MarketListPageProps<T extends { id: number }> = {
  address: MarketAddress;
  /** Which market: picks the tabs' target and the "my quotes" kind. */
  kind: "positions" | "projects";
  testId: string;
  heading: string;
  subtitle: string;
  /** The filter bar, bound to the address. */
  filters: ReactNode;
  result: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  foundText: (count: number) => string;
  foundTestId?: string;
  itemTestId: string;
  /** The inside of one card (the card opens the item's drawer). */
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  emptyTestId?: string;
  /** The detail drawer of the opened item (null: closed). */
  renderDrawer: (item: T | null, onClose: () => void) => ReactNode;
};

/**
 * §2.2 a market list (T&M positions, Fixed Price projects): tabs, heading, filters, count, cards, pagination and
 * the opened item's drawer, all driven by the address; the "my quotes" tab replaces the list. The tabs exist only
 * for users who send quotes: staff and other roles see just the list (§6).
 */
export function MarketListPage<T extends { id: number }>({
  address,
  kind,
  testId,
  heading,
  subtitle,
  filters,
  result,
  page,
  foundText,
  foundTestId,
  itemTestId,
  renderItem,
  emptyText,
  emptyTestId,
  renderDrawer,
}: MarketListPageProps<T>) {
  const { params, setParams, change } = address;
  const openId = Number(params.get("open")) || null;
  const open = result.data?.items.find((item) => item.id === openId) ?? null;
  const pages = result.data ? Math.ceil(result.data.total / MARKET_PAGE_SIZE) : 0;
  const quotes = useCanSendQuotes();
  const tabs = quotes ? <MarketTabs params={params} setParams={setParams} list={kind} /> : null;
  if (quotes && marketTabOf(params) === "quotes")
    return (
      <Card data-testid={testId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {tabs}
          <MyQuotesTab params={params} setParams={setParams} list={kind} />
        </CardContent>
      </Card>
    );
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {tabs}
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
        {filters}
        <ListState
          query={result}
          empty={result.data?.items.length === 0}
          emptyText={emptyText}
          emptyTestId={emptyTestId}
          progressSx={{ mb: 1 }}
        >
          {result.data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={foundTestId}>
              {foundText(result.data.total)}
            </Typography>
          ) : null}
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            {result.data?.items.map((item) => (
              <Card key={item.id} variant="outlined" data-testid={itemTestId}>
                <CardActionArea
                  onClick={() => change({ open: String(item.id), page: String(page) })}
                  sx={{ height: "100%" }}
                >
                  <CardContent>{renderItem(item)}</CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </ListState>
        <ListPagination count={pages} page={page} onChange={(next) => change({ page: String(next) })} />
      </CardContent>
      {renderDrawer(open, () => change({ open: null, page: String(page) }))}
    </Card>
  );
}
