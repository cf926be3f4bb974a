import { z } from "zod";

/**
 * The support chat widget of the configuration screen (issue 17 item 4, spec §4: it loads after logout on the
 * marketplace host). Staff pick one of these well-known providers and give its site id; nothing else. The app
 * builds the script address from the provider's fixed origin and the validated id, and the CSP gains only that
 * provider's documented origins: no pasted snippet or URL can reach a page.
 */
export const SUPPORT_CHAT_PROVIDERS = ["crisp", "tawk"] as const;
export type SupportChatProvider = (typeof SUPPORT_CHAT_PROVIDERS)[number];

/** The CSP directives a provider needs (helmet's camel-case names), each with its sources. */
export type SupportChatCsp = Partial<
  Record<"scriptSrc" | "connectSrc" | "frameSrc" | "imgSrc" | "styleSrc" | "fontSrc" | "mediaSrc", string[]>
>;

type ProviderSpec = {
  label: string;
  /** The site id's format (lower case; linear patterns). */
  sitePattern: RegExp;
  /** The field message when the id does not fit (contracts common/validation.ts). */
  siteMessage: "validation.crisp_website_id" | "validation.tawk_widget_id";
  /** An example id for the form's hint. */
  example: string;
  /** The provider's CSP sources as its documentation lists them. */
  csp: SupportChatCsp;
};

export const SUPPORT_CHAT_PROVIDER_SPECS: Record<SupportChatProvider, ProviderSpec> = {
  // https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names/ (Content-Security-Policy)
  crisp: {
    label: "Crisp",
    sitePattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    siteMessage: "validation.crisp_website_id",
    example: "1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f",
    csp: {
      scriptSrc: ["https://client.crisp.chat", "https://settings.crisp.chat"],
      connectSrc: [
        "https://client.crisp.chat",
        "https://storage.crisp.chat",
        "wss://client.relay.crisp.chat",
        "wss://stream.relay.crisp.chat",
      ],
      frameSrc: ["https://game.crisp.chat"],
      imgSrc: ["https://client.crisp.chat", "https://image.crisp.chat", "https://storage.crisp.chat"],
      styleSrc: ["https://client.crisp.chat"],
      fontSrc: ["https://client.crisp.chat"],
      mediaSrc: ["https://client.crisp.chat"],
    },
  },
  // https://help.tawk.to/article/content-security-policy-csp
  tawk: {
    label: "Tawk.to",
    sitePattern: /^[0-9a-f]{24}\/[0-9a-z]{1,20}$/,
    siteMessage: "validation.tawk_widget_id",
    example: "5f1a2b3c4d5e6f7a8b9c0d1e/1h2j3k4l5",
    csp: {
      scriptSrc: ["https://*.tawk.to", "https://cdn.jsdelivr.net"],
      connectSrc: ["https://*.tawk.to", "wss://*.tawk.to"],
      frameSrc: ["https://*.tawk.to"],
      imgSrc: [
        "https://*.tawk.to",
        "https://cdn.jsdelivr.net",
        "https://tawk.link",
        "https://s3.amazonaws.com",
      ],
      styleSrc: ["https://*.tawk.to", "https://fonts.googleapis.com"],
      fontSrc: ["https://*.tawk.to", "https://fonts.gstatic.com"],
    },
  },
};

/** The configuration screen's value (app_setting "product_config", field support_chat). */
export const supportChatSettingSchema = z
  .object({
    enabled: z.boolean({ message: "validation.invalid" }),
    provider: z.enum(SUPPORT_CHAT_PROVIDERS, { message: "validation.invalid" }),
    site_id: z.string().trim().toLowerCase().max(80, { message: "validation.too_long" }),
  })
  .superRefine((value, context) => {
    if (value.site_id === "") {
      if (value.enabled)
        context.addIssue({ code: "custom", path: ["site_id"], message: "validation.required" });
      return;
    }
    const spec = SUPPORT_CHAT_PROVIDER_SPECS[value.provider];
    if (!spec.sitePattern.test(value.site_id))
      context.addIssue({ code: "custom", path: ["site_id"], message: spec.siteMessage });
  });
export type SupportChatSetting = z.infer<typeof supportChatSettingSchema>;

export const DEFAULT_SUPPORT_CHAT: SupportChatSetting = { enabled: false, provider: "crisp", site_id: "" };

/** GET admin/support-chat/widget (public): the widget to load on this host, or null. */
export const supportChatWidgetSchema = z.object({
  widget: z.object({ provider: z.enum(SUPPORT_CHAT_PROVIDERS), site_id: z.string() }).nullable(),
});
export type SupportChatWidget = NonNullable<z.infer<typeof supportChatWidgetSchema>["widget"]>;

/** The widget a setting turns on: none when it is off or its id does not fit its provider. */
export function activeSupportChat(setting: SupportChatSetting | undefined): SupportChatWidget | null {
  if (!setting?.enabled) return null;
  if (!SUPPORT_CHAT_PROVIDER_SPECS[setting.provider].sitePattern.test(setting.site_id)) return null;
  return { provider: setting.provider, site_id: setting.site_id };
}

/** The provider's loader script: its fixed origin, with the (validated) id where the provider puts it. */
export function supportChatScriptUrl(widget: SupportChatWidget): string {
  return widget.provider === "crisp"
    ? "https://client.crisp.chat/l.js"
    : `https://embed.tawk.to/${widget.site_id}`;
}
