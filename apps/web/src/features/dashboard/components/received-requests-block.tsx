import { type AvailabilityRequest, formatDayMonthYear } from "@mkt/contracts";
import { Button, Link } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import {
  AnswerDialog,
  AvailabilityStatusChip,
  useAnswerAvailability,
  useAvailabilityRequests,
} from "../../availability/index.ts";
import { completeDetailPath } from "../../profiles/index.ts";
import { BlockList, BlockRow, DashboardBlock } from "./dashboard-block.tsx";

const day = (iso: string) => formatDayMonthYear(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/** Requests about my profiles: the latest, pending first to answer (yes with a date, or no). */
export function ReceivedRequestsBlock({
  counts,
}: {
  counts: { pending: number; answered: number } | undefined;
}) {
  const { t } = useTranslation("dashboard");
  const { t: ta } = useTranslation("availability");
  const { notify } = useNotice();
  const list = useAvailabilityRequests("received", { limit: 5 });
  const answer = useAnswerAvailability();
  const [answering, setAnswering] = useState<AvailabilityRequest | null>(null);
  const items = list.data?.items ?? [];
  return (
    <>
      <DashboardBlock
        id="received-requests"
        title={t("blocks.receivedRequests.title")}
        count={counts?.pending}
        countLabel={t("blocks.receivedRequests.countLabel", { answered: counts?.answered ?? 0 })}
        loading={list.isPending}
        empty={items.length === 0 ? { text: t("blocks.receivedRequests.empty") } : null}
      >
        <BlockList>
          {items.map((r) => (
            <BlockRow
              key={r.id}
              testId="received-request"
              primary={
                <Link
                  component={RouterLink}
                  to={completeDetailPath({ id: r.profile.id }, { positionId: r.position?.id ?? null })}
                  color="inherit"
                  underline="hover"
                  data-testid="request-profile-link"
                >
                  {r.profile.name} · {r.profile.title}
                </Link>
              }
              secondary={
                r.status === "available" && r.available_from
                  ? ta("received.answeredYes", { client: r.counterpart.name, date: day(r.available_from) })
                  : [r.counterpart.name, r.position?.title, ta("sent.askedOn", { date: day(r.created_at) })]
                      .filter(Boolean)
                      .join(" · ")
              }
              aside={
                r.status === "pending" ? (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => setAnswering(r)}
                    aria-label={`${ta("received.answer")}: ${r.profile.name}`}
                    data-testid="availability-answer"
                  >
                    {ta("received.answer")}
                  </Button>
                ) : (
                  <AvailabilityStatusChip status={r.status} />
                )
              }
            />
          ))}
        </BlockList>
      </DashboardBlock>
      {answering ? (
        <AnswerDialog
          profileName={answering.profile.name}
          clientName={answering.counterpart.name}
          message={answering.message}
          pending={answer.isPending}
          onCancel={() => setAnswering(null)}
          onConfirm={async (body) => {
            await answer.mutateAsync({ id: answering.id, ...body });
            setAnswering(null);
            notify(ta("received.done"), "success");
          }}
        />
      ) : null}
    </>
  );
}
