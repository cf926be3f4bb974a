import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { clearBackRequest, readBackRequest, readThankYouKind } from "../purchase-store.ts";

export type ThankYouCardProps = { audience: "client" | "supplier"; onClose: () => void };

/**
 * The thank-you page after a purchase (§4, §6): client or supplier wording in the interface language, and the
 * way back to the page where the purchase started (the saved backRequest).
 */
export function ThankYouCard({ audience, onClose }: ThankYouCardProps) {
  const { t } = useTranslation("plans");
  const navigate = useNavigate();
  const saved = readBackRequest();
  // The Assumi add-on bought alone (a client's) is thanked for as such, not as a new plan.
  const wording = audience === "client" && readThankYouKind() === "addon" ? "addon" : audience;
  // The way back is offered only when the purchase started on another page.
  const back = saved && saved.split("?")[0] !== window.location.pathname ? saved : null;
  const goBack = () => {
    clearBackRequest();
    if (back) navigate(back);
  };
  return (
    <Card
      data-testid="thank-you"
      data-audience={audience}
      sx={{ borderTop: 4, borderColor: "success.main", textAlign: { sm: "center" } }}
    >
      <CardContent sx={{ py: 4 }}>
        <CelebrationOutlined color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
          {t(`thankYou.${wording}.title`)}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t(`thankYou.${wording}.text`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("thankYou.receipt")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 3, justifyContent: "center" }}>
          {back ? (
            <Button variant="contained" onClick={goBack} data-testid="thank-you-back">
              {t("thankYou.continue")}
            </Button>
          ) : null}
          <Button variant={back ? "outlined" : "contained"} onClick={onClose} data-testid="thank-you-close">
            {t("thankYou.close")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
