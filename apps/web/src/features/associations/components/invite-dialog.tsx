import Business from "@mui/icons-material/Business";
import Search from "@mui/icons-material/Search";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type AssociationCandidate, useAssociationCandidates, useRequestAssociation } from "../api.ts";
import { isKnownType } from "./association-row.tsx";

export type InviteDialogProps = {
  open: boolean;
  /** Clients invite suppliers; suppliers, freelancers and academies ask to join clients' lists. */
  mode: "invite" | "ask";
  onClose: () => void;
};

const SEARCH_DELAY_MS = 300;

/** Search companies of the other side by name and invite them (or ask to join their list). */
export function InviteDialog({ open, mode, onClose }: InviteDialogProps) {
  const { t } = useTranslation("associations");
  const language = useLanguage();
  const { notify } = useNotice();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const candidates = useAssociationCandidates(open ? query : "");
  const request = useRequestAssociation();

  const close = () => {
    setText("");
    setQuery("");
    setError(null);
    onClose();
  };
  const send = (candidate: AssociationCandidate) => {
    setError(null);
    request.mutate(candidate.id, {
      onSuccess: () =>
        notify(t(mode === "invite" ? "done.invited" : "done.asked", { name: candidate.name }), "success"),
      onError: (e) => setError(errorText(e, language)),
    });
  };
  const status = (c: AssociationCandidate) => {
    if (!c.association || c.association.status === 2) return null;
    if (c.association.status === 1) return t("dialog.inList");
    return c.association.direction === "sent" ? t("dialog.pendingSent") : t("dialog.pendingReceived");
  };
  const tooShort = text.trim().length > 0 && text.trim().length < 2;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {t(mode === "invite" ? "dialog.inviteTitle" : "dialog.askTitle")}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t(mode === "invite" ? "dialog.searchSuppliers" : "dialog.searchClients")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={tooShort}
          helperText={tooShort ? t("dialog.tooShort") : t("dialog.hint")}
          slotProps={{
            htmlInput: { maxLength: 80, "data-testid": "association-search" },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="association-error">
            {error}
          </Alert>
        ) : null}
        {candidates.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorText(candidates.error, language)}
          </Alert>
        ) : null}
        {query.length >= 2 && candidates.isFetching && !candidates.data ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 3 }}>
            <CircularProgress size={28} aria-label={t("loading")} />
          </Box>
        ) : null}
        {query.length >= 2 && candidates.data ? (
          candidates.data.length === 0 ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t("dialog.noResults")}
            </Alert>
          ) : (
            <List dense disablePadding sx={{ mt: 1 }}>
              {candidates.data.map((c) => {
                const state = status(c);
                return (
                  <ListItem
                    key={c.id}
                    divider
                    data-testid="association-candidate"
                    secondaryAction={
                      state ? (
                        <Chip size="small" label={state} />
                      ) : (
                        <Button
                          size="small"
                          variant="contained"
                          disabled={request.isPending}
                          onClick={() => send(c)}
                          data-testid="association-send"
                        >
                          {t(mode === "invite" ? "dialog.invite" : "dialog.ask")}
                        </Button>
                      )
                    }
                    sx={{ pr: 16 }}
                  >
                    <ListItemAvatar>
                      <Avatar src={c.logo_url ?? undefined} alt="" variant="rounded">
                        <Business />
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={c.name}
                      secondary={[isKnownType(c.type) ? t(`type.${c.type}`) : null, c.city]
                        .filter(Boolean)
                        .join(" · ")}
                      slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="association-dialog-close">
          {t("dialog.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
