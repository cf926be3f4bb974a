import School from "@mui/icons-material/School";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import { IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Hint } from "../../../shared/components/hint.tsx";
import type { Tutorial } from "../hooks/use-tutorial.ts";

export type TutorialToggleProps = { tutorial: Tutorial };

/** §2.5 tutorial toggle: enabled, disabled, or unavailable on a page without a tutorial; hidden for admins. */
export function TutorialToggle({ tutorial }: TutorialToggleProps) {
  const { t } = useTranslation("shell");
  const { toggle } = tutorial;
  if (toggle === "hidden") return null;
  const label = t(`topBar.tutorial.${toggle}`);
  return (
    <Hint title={label}>
      {/* A span keeps the tooltip working on the disabled (unavailable) button. */}
      <span>
        <IconButton
          onClick={tutorial.onToggle}
          disabled={toggle === "unavailable"}
          aria-label={label}
          aria-pressed={toggle === "unavailable" ? undefined : toggle === "enabled"}
          color={toggle === "enabled" ? "primary" : "default"}
          data-testid="tutorial-toggle"
          data-state={toggle}
        >
          {toggle === "enabled" ? <School /> : <SchoolOutlined />}
        </IconButton>
      </span>
    </Hint>
  );
}
