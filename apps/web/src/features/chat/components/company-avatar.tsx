import { Avatar } from "@mui/material";
import type { ConversationItem } from "../api.ts";
import { initials } from "../chat-rules.ts";

export type CompanyAvatarProps = { company: ConversationItem["company"]; size?: number };

/** A company's logo, or its initials. */
export function CompanyAvatar({ company, size = 40 }: CompanyAvatarProps) {
  return (
    <Avatar
      src={company.logo_url ?? undefined}
      alt=""
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: company.logo_url ? "background.paper" : "primary.main",
        color: "primary.contrastText",
        fontSize: size * 0.38,
        fontWeight: 700,
        border: company.logo_url ? 1 : 0,
        borderColor: "divider",
      }}
    >
      {initials(company.name)}
    </Avatar>
  );
}
