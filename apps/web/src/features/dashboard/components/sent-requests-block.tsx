import { formatDayMonthYear } from "@mkt/contracts";
import { Button, Link, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import {
  AvailabilityStatusChip,
  useAvailabilityRequests,
  useCancelAvailability,
} from "../../availability/index.ts";
import { completeDetailPath } from "../../profiles/index.ts";
import { BlockList, BlockRow, DashboardBlock } from "./dashboard-block.tsx";

const day = (iso: string) => formatDayMonthYear(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/** The client's availability requests: the latest with their state and answer; pending ones can be withdrawn. */
export function SentRequestsBlock({ counts }: { counts: { pending: number; answered: number } | undefined }) {
  const { t } = useTranslation("dashboard");
  const { t: ta } = useTranslation("availability");
  const language = useLanguage();
  const { notify } = useNotice();
  const list = useAvailabilityRequests("sent", { limit: 5 });
  const cancel = useCancelAvailability();
  const items = list.data?.items ?? [];
  return (
    <DashboardBlock
      id="sent-requests"
      title={t("blocks.sentRequests.title")}
      count={counts?.pending}
      countLabel={t("blocks.sentRequests.countLabel", { answered: counts?.answered ?? 0 })}
      loading={list.isPending}
      empty={
        items.length === 0
          ? {
              text: t("blocks.sentRequests.empty"),
              action: { label: t("blocks.sentRequests.emptyAction"), to: "/profile_available" },
            }
          : null
      }
      footer={{ label: t("blocks.sentRequests.footer"), to: "/profile_available" }}
    >
      <BlockList>
        {items.map((r) => (
          <BlockRow
            key={r.id}
            testId="sent-request"
            primary={
              <Link
                component={RouterLink}
                to={completeDetailPath(
                  { id: r.profile.id, company_id: r.counterpart.id },
                  { positionId: r.position?.id ?? null },
                )}
                color="inherit"
                underline="hover"
                data-testid="request-profile-link"
              >
                {r.profile.name} · {r.profile.title}
              </Link>
            }
            secondary={
              r.status === "available" && r.available_from
                ? [ta("sent.availableFrom", { date: day(r.available_from) }), r.answer_note]
                    .filter(Boolean)
                    .join(" — ")
                : r.status === "unavailable"
                  ? [ta("sent.unavailable"), r.answer_note].filter(Boolean).join(" — ")
                  : [r.counterpart.name, r.position?.title, ta("sent.askedOn", { date: day(r.created_at) })]
                      .filter(Boolean)
                      .join(" · ")
            }
            aside={
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <AvailabilityStatusChip status={r.status} />
                {r.status === "pending" ? (
                  <Button
                    size="small"
                    color="inherit"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(r.id, {
                        onSuccess: () => notify(ta("sent.cancelled"), "success"),
                        onError: (error) => notify(errorText(error, language), "error"),
                      })
                    }
                    aria-label={`${ta("sent.cancel")}: ${r.profile.name}`}
                  >
                    {ta("sent.cancel")}
                  </Button>
                ) : null}
              </Stack>
            }
          />
        ))}
      </BlockList>
    </DashboardBlock>
  );
}
