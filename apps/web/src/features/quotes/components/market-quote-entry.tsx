import type { OpenPosition, OpenProject } from "@mkt/contracts";
import { QUOTE_STATUSES } from "@mkt/contracts";
import RequestQuote from "@mui/icons-material/RequestQuoteOutlined";
import { Button, Tab } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SetURLSearchParams } from "react-router";
import { ScrollableTabs } from "../../../shared/components/scrollable-tabs.tsx";
import { oneOfParam, positiveParam } from "../../../shared/routing/param-values.ts";
import { MyQuotesList } from "./my-quotes-list.tsx";
import { SendProposalDialog } from "./send-proposal-dialog.tsx";
import { SendQuoteDialog } from "./send-quote-dialog.tsx";

/** "Send quote" on an open T&M position: opens the quote form. */
export function SendQuoteButton({ position }: { position: OpenPosition }) {
  const { t } = useTranslation("quotes");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RequestQuote />}
        onClick={() => setOpen(true)}
        data-testid="send-quote"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("sendQuote")}
      </Button>
      {open ? <SendQuoteDialog position={position} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** "Send proposal" on an open Fixed Price project: opens the proposal form. */
export function SendProposalButton({ project }: { project: OpenProject }) {
  const { t } = useTranslation("quotes");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RequestQuote />}
        onClick={() => setOpen(true)}
        data-testid="send-proposal"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("sendProposal")}
      </Button>
      {open ? <SendProposalDialog project={project} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Which tab of the supplier's market page is shown (?tab=quotes: the supplier's own quotes). */
export const marketTabOf = (params: URLSearchParams) => (params.get("tab") === "quotes" ? "quotes" : "list");

/** The tabs of /position_list and its siblings: the open positions, and "My quotes". */
export function MarketTabs({
  params,
  setParams,
  list,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  list: "positions" | "projects";
}) {
  const { t } = useTranslation("quotes");
  return (
    <ScrollableTabs
      value={marketTabOf(params)}
      onChange={(_, value: string) =>
        setParams(value === "quotes" ? { tab: "quotes" } : {}, { replace: false })
      }
      sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
    >
      <Tab
        value="list"
        label={t(list === "positions" ? "mine.positionsTab" : "mine.projectsTab")}
        data-testid="market-tab-list"
      />
      <Tab value="quotes" label={t("mine.tab")} data-testid="market-tab-quotes" />
    </ScrollableTabs>
  );
}

/** The "My quotes" tab of one market page (its kind of quotes only), its page and state filter kept in the address. */
export function MyQuotesTab({
  params,
  setParams,
  list,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  list: "positions" | "projects";
}) {
  const status = oneOfParam(QUOTE_STATUSES, params.get("status")) ?? undefined;
  const page = positiveParam(params.get("page")) ?? 1;
  return (
    <MyQuotesList
      page={page}
      status={status}
      kind={list === "positions" ? "tm" : "fp"}
      onChange={(changes) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (changes.page !== undefined) next.set("page", String(changes.page));
            if (changes.status !== undefined) {
              if (changes.status) next.set("status", changes.status);
              else next.delete("status");
            }
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
