import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import { IconButton, Tooltip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCanFavourite, useFavouriteToggle } from "../favourites-api.ts";

/**
 * The heart of a catalogue card or detail: saves the service to the company's favourites or removes it. Shown
 * only to the buying roles; the change shows at once and goes back with a notice if the call fails.
 */
export function FavouriteButton({ serviceId, favourite }: { serviceId: number; favourite: boolean }) {
  const { t } = useTranslation("service-favourites");
  const language = useLanguage();
  const { notify } = useNotice();
  const toggle = useFavouriteToggle();
  const allowed = useCanFavourite();
  if (!allowed) return null;
  const label = t(favourite ? "remove" : "add");
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={favourite}
        color={favourite ? "error" : "default"}
        onClick={(event) => {
          event.stopPropagation();
          toggle.mutate(
            { id: serviceId, favourite: !favourite },
            { onError: (error) => notify(t("failed", { error: errorText(error, language) }), "error") },
          );
        }}
        data-testid={`service-favourite-${serviceId}`}
      >
        {favourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
