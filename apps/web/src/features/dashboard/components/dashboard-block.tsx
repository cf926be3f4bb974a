import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { track } from "../../../shared/tracking/index.ts";

export type DashboardBlockProps = {
  id: string;
  title: string;
  /** The block's headline number; absent for blocks that are only a list. */
  count?: number | undefined;
  /** What the number counts, under it. */
  countLabel?: string;
  /** One line on what the block shows (a definition when the name alone is not enough). */
  hint?: string;
  loading?: boolean;
  /** Shown instead of the children when there is nothing to list: a sentence and the next action. */
  empty?: { text: string; action?: { label: string; to: string } } | null;
  footer?: { label: string; to: string } | null;
  children?: ReactNode;
};

/** One dashboard block: title, headline number, a short list, an empty state with the next step, a footer link. */
export function DashboardBlock({
  id,
  title,
  count,
  countLabel,
  hint,
  loading = false,
  empty,
  footer,
  children,
}: DashboardBlockProps) {
  return (
    <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }} data-testid={`dashboard-${id}`}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {hint ? (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            ) : null}
          </Box>
          {count !== undefined && !loading ? (
            <Box sx={{ textAlign: "right", flexShrink: 0 }}>
              <Typography
                sx={{ fontSize: "2rem", fontWeight: 800, lineHeight: 1, color: "primary.main" }}
                data-testid={`dashboard-${id}-count`}
              >
                {count}
              </Typography>
              {countLabel ? (
                <Typography variant="caption" color="text.secondary">
                  {countLabel}
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Stack>
        <Box sx={{ mt: 2 }}>
          {loading ? (
            <Stack spacing={1}>
              <Skeleton variant="rounded" height={36} />
              <Skeleton variant="rounded" height={36} />
            </Stack>
          ) : empty ? (
            <Stack spacing={1.5} sx={{ alignItems: "flex-start" }} data-testid={`dashboard-${id}-empty`}>
              <Typography variant="body2" color="text.secondary">
                {empty.text}
              </Typography>
              {empty.action ? (
                <Button
                  component={RouterLink}
                  to={empty.action.to}
                  onClick={() =>
                    track("dashboard_block", { action: id, destination: "empty", link: empty.action?.to })
                  }
                  variant="contained"
                  size="small"
                >
                  {empty.action.label}
                </Button>
              ) : null}
            </Stack>
          ) : (
            children
          )}
        </Box>
      </CardContent>
      {footer && !loading && !empty ? (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button
            component={RouterLink}
            to={footer.to}
            onClick={() => track("dashboard_block", { action: id, destination: "footer", link: footer.to })}
            size="small"
          >
            {footer.label}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

export type BlockRowProps = {
  primary: ReactNode;
  secondary?: ReactNode;
  /** Where the row leads; a plain row when absent. */
  to?: string;
  aside?: ReactNode;
  testId?: string;
};

/** One line of a block's list: text on the left, a chip or a number on the right. */
export function BlockRow({ primary, secondary, to, aside, testId }: BlockRowProps) {
  return (
    <Box
      component={to ? RouterLink : "div"}
      {...(to ? { to } : {})}
      data-testid={testId}
      sx={{
        display: "flex",
        gap: 1.5,
        alignItems: "center",
        justifyContent: "space-between",
        py: 1,
        px: 1,
        mx: -1,
        borderRadius: 1,
        color: "inherit",
        textDecoration: "none",
        "&:hover": to ? { bgcolor: "action.hover" } : undefined,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: "break-word" }}>{primary}</Typography>
        {secondary ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
            {secondary}
          </Typography>
        ) : null}
      </Box>
      {aside ? <Box sx={{ flexShrink: 0 }}>{aside}</Box> : null}
    </Box>
  );
}

/** The rows of a block, separated by thin lines. */
export function BlockList({ children }: { children: ReactNode }) {
  return (
    <Stack component="div" divider={<Divider flexItem />}>
      {children}
    </Stack>
  );
}
