import Business from "@mui/icons-material/Business";
import ChevronRight from "@mui/icons-material/ChevronRight";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useConversations } from "../../chat/index.ts";
import { companyPagePath } from "../company-page-params.ts";

export type CustomersListProps = { userId: number };

/** §2.2 customer_profile without a company: the clients the supplier talks with, each opening its page. */
export function CustomersList({ userId }: CustomersListProps) {
  const { t } = useTranslation("company-page");
  const language = useLanguage();
  const conversations = useConversations(userId, true);
  if (conversations.isError)
    return <Alert severity="error">{errorText(conversations.error, language)}</Alert>;
  if (!conversations.data)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  const seen = new Set<number>();
  // Clients only: a supplier also talks with partners (other suppliers, academies), who are not its customers.
  const customers = conversations.data.pages
    .flatMap((page) => page.items.map((item) => item.company))
    .filter((c) => c.type === "client" && !seen.has(c.id) && Boolean(seen.add(c.id)));
  return (
    <Card data-testid="customers-list">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("customers.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t("customers.hint")}
        </Typography>
        {customers.length === 0 ? (
          <Alert severity="info">{t("customers.none")}</Alert>
        ) : (
          <List disablePadding>
            {customers.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={companyPagePath({ id: c.id, type: "client" })}
                  divider
                  data-testid="customer-row"
                >
                  <ListItemAvatar>
                    <Avatar src={c.logo_url ?? undefined} alt="" variant="rounded">
                      <Business />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={c.name} />
                  <ChevronRight color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {conversations.hasNextPage ? (
          <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
            <Button
              onClick={() => void conversations.fetchNextPage()}
              disabled={conversations.isFetchingNextPage}
            >
              {t("customers.more")}
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
