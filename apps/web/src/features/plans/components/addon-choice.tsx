import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

type AddonChoiceProps = {
  included: boolean;
  checked: boolean;
  onChange: (value: boolean) => void;
  price: string;
};

/** The Assumi add-on, chosen (or refused) together with the plan being bought. */
export function AddonChoice({ included, checked, onChange, price }: AddonChoiceProps) {
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
        )}
      </CardContent>
    </Card>
  );
}
