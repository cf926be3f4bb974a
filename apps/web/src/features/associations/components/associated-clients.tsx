import { formatDayMonthYear } from "@mkt/contracts";
import Business from "@mui/icons-material/Business";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { isImplementedState } from "../../../shared/routing/implemented-states.ts";
import { chatWithPath, companyPagePath } from "../../company-page/index.ts";
import { ASSOCIATION_PAGE_SIZE, useAssociations } from "../api.ts";

/** §2.2 customer_profile for suppliers: the clients whose supplier list the company belongs to, with chat. */
export function AssociatedClients() {
  const { t } = useTranslation("associations");
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useAssociations("all", 1, page);
  const items = list.data?.items ?? [];
  return (
    <Card data-testid="associated-clients">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t("customers.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("customers.intro")}
        </Typography>
        {list.isError ? <Alert severity="error">{errorText(list.error, language)}</Alert> : null}
        {list.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("loading")} />
          </Box>
        ) : null}
        {list.data && items.length === 0 ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/collaborations_invite" color="inherit" size="small">
                {t("customers.toLists")}
              </Button>
            }
          >
            {t("customers.none")}
          </Alert>
        ) : null}
        <List disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ px: 0 }} data-testid="associated-client">
              <Stack
                direction={{ xs: "column", sm: "row" }}
                spacing={{ xs: 1, sm: 2 }}
                sx={{ width: "100%", alignItems: { sm: "center" } }}
              >
                <Stack direction="row" spacing={2} sx={{ alignItems: "center", flex: 1, minWidth: 0 }}>
                  <Avatar src={item.company.logo_url ?? undefined} alt="" variant="rounded">
                    <Business />
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={companyPagePath(item.company)}
                      underline="hover"
                      sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
                    >
                      {item.company.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        item.company.city,
                        t("row.linkedSince", {
                          date: formatDayMonthYear(new Date(item.answered_at ?? item.created_at)),
                        }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </Typography>
                  </Box>
                </Stack>
                {isImplementedState("chat_component") ? (
                  <Button
                    component={RouterLink}
                    to={chatWithPath(item.company.id)}
                    size="small"
                    variant="outlined"
                    startIcon={<ChatOutlined />}
                    sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
                  >
                    {t("row.chat")}
                  </Button>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
        <ListPagination
          count={Math.ceil((list.data?.total ?? 0) / ASSOCIATION_PAGE_SIZE)}
          page={page}
          onChange={setPage}
        />
      </CardContent>
    </Card>
  );
}
