import { SUPPORT_CHAT_PROVIDER_SPECS } from "@mkt/contracts";
import SupportAgent from "@mui/icons-material/SupportAgent";
import { Fab, useMediaQuery, useTheme } from "@mui/material";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/use-session.ts";
import { useSupportChatConsent, writeSupportChatConsent } from "../tracking/index.ts";
import { addProviderScript, removeProviderScript } from "./provider-script.ts";
import { useSupportChatWidget } from "./support-chat-api.ts";

const loadConsentDialog = () => import("./support-chat-consent-dialog.tsx");
const SupportChatConsentDialog = lazy(() =>
  loadConsentDialog().then((m) => ({ default: m.SupportChatConsentDialog })),
);
/** Fetches the question's chunk as the pointer or the focus reaches the button, before the click. */
const preloadConsentDialog = () => void loadConsentDialog().catch(() => undefined);

/**
 * The support chat widget of spec §4 ("loads after logout on the marketplace host"), configured by staff
 * (docs/back-office.md): for signed-out visitors only — after logout, on the sign-in and public pages — and only
 * where the server offers it (on, and the host is the default brand's). The provider's script loads once the
 * visitor allowed the chat's cookies; until then a "Support chat" button asks for that permission. Signing in
 * takes the widget away.
 */
export function SupportChatLoader() {
  const { t } = useTranslation("tracking");
  const signedIn = useSession() !== null;
  const allowed = useSupportChatConsent();
  const widget = useSupportChatWidget(!signedIn).data?.widget ?? null;
  const [asking, setAsking] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const load = !signedIn && widget !== null && allowed;

  useEffect(() => {
    if (!load || !widget) return;
    addProviderScript(widget);
    return removeProviderScript;
  }, [load, widget]);

  if (signedIn || widget === null || allowed) return null;
  const provider = SUPPORT_CHAT_PROVIDER_SPECS[widget.provider].label;
  return (
    <>
      {/* On a phone: a small round labelled button kept above the pages' footer links, not over them. */}
      <Fab
        variant={phone ? "circular" : "extended"}
        size={phone ? "small" : "medium"}
        color="primary"
        aria-label={phone ? t("supportChat.button") : undefined}
        onClick={() => setAsking(true)}
        onPointerEnter={preloadConsentDialog}
        onFocus={preloadConsentDialog}
        sx={{ position: "fixed", left: { xs: 8, sm: 24 }, bottom: { xs: 56, sm: 24 } }}
        data-testid="support-chat-open"
      >
        <SupportAgent sx={phone ? undefined : { mr: 1 }} />
        {phone ? null : t("supportChat.button")}
      </Fab>
      {asking ? (
        <Suspense fallback={null}>
          <SupportChatConsentDialog
            provider={provider}
            onClose={() => setAsking(false)}
            onAllow={() => {
              setAsking(false);
              writeSupportChatConsent(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
