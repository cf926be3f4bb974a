import { Alert, Box, Button, Card, CardContent, FormControlLabel, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { AddonAloneOffer } from "../addon-alone-offer.ts";

type AddonChoiceProps = {
  included: boolean;
  checked: boolean;
  onChange: (value: boolean) => void;
  price: string;
  /** Offered when the client has an active paid plan without the add-on. */
  alone: AddonAloneOffer | null;
};

/**
 * The Assumi add-on: added now to the plan the client has (until it expires), or chosen (or refused) together with
 * the plan being bought.
 */
export function AddonChoice({ included, checked, onChange, price, alone }: AddonChoiceProps) {
  const { t } = useTranslation("plans");
  return (
    <Card variant="outlined" data-testid="addon-choice">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("addon.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t("addon.description")}
        </Typography>
        {included ? (
          <Alert severity="success" data-testid="addon-included">
            {t("addon.included")}
          </Alert>
        ) : (
          <>
            {alone ? (
              <Box
                sx={{
                  display: "flex",
                  flexWrap: "wrap",
                  alignItems: "center",
                  gap: 1.5,
                  mb: 1,
                }}
              >
                <Typography sx={{ flex: "1 1 16rem" }} data-testid="addon-alone-text">
                  {t("addon.alone", { plan: alone.plan, date: alone.until, price: alone.price })}
                </Typography>
                <Button
                  variant="contained"
                  onClick={alone.onBuy}
                  disabled={alone.busy}
                  data-testid="addon-alone-buy"
                >
                  {t("addon.aloneBuy")}
                </Button>
              </Box>
            ) : null}
            <FormControlLabel
              control={
                <Switch
                  checked={checked}
                  onChange={(event) => onChange(event.target.checked)}
                  slotProps={{ input: { "aria-describedby": "addon-price" } }}
                  data-testid="addon-toggle"
                />
              }
              label={
                <span>
                  {t("addon.toggle")}{" "}
                  <Typography component="span" id="addon-price" color="text.secondary">
                    ({t("addon.price", { price })})
                  </Typography>
                </span>
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
