import type { MailboxItem } from "@mkt/contracts";
import { List, ListItem, ListItemButton, ListItemText, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export type MailListProps = {
  mails: MailboxItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  formatDate: (iso: string) => string;
  filtered: boolean;
};

export function MailList({ mails, selectedId, onSelect, formatDate, filtered }: MailListProps) {
  const { t } = useTranslation("mailbox");
  if (mails.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} role="status">
        {filtered ? t("empty") : t("emptyAll")}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={t("listLabel")} data-testid="mail-list">
      {mails.map((mail) => (
        <ListItem key={mail.id} disablePadding>
          <ListItemButton
            selected={mail.id === selectedId}
            onClick={() => onSelect(mail.id)}
            aria-current={mail.id === selectedId ? "true" : undefined}
            divider
            data-testid="mail-item"
          >
            <ListItemText
              primary={mail.subject}
              secondary={`${mail.to} · ${formatDate(mail.created_at)}`}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
