import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logout } from "../../auth/index.ts";

/**
 * §4 Return to admin: the stored prev_uuid opens the staff session again through
 * /authentication/redirect_login/{uuid}; without it, logout with a warning. `leaving` is true while signing out.
 */
export function useReturnBack(prevUuid: string | null) {
  const { t } = useTranslation("assume");
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const returnBack = () => {
    if (prevUuid) navigate(`/authentication/redirect_login/${prevUuid}`);
    else {
      setLeaving(true);
      void logout({ message: t("uuidNotFound"), severity: "warning" });
    }
  };
  return { returnBack, leaving };
}
