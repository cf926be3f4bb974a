import type { ProductConfiguration, SupportChatSetting } from "@mkt/contracts";

/** The configuration form's values: the contract's, with the number fields as typed and the hosts one per line. */
export type ConfigurationFormValues = {
  maintenance: { enabled: boolean; message_it: string; message_en: string };
  default_product_version: number;
  documentation_days: string;
  sales_email: string;
  embedding_hosts: string;
  support_chat: SupportChatSetting;
};

export function toFormValues(config: ProductConfiguration): ConfigurationFormValues {
  return {
    maintenance: { ...config.maintenance },
    default_product_version: config.default_product_version,
    documentation_days: String(config.documentation_days),
    sales_email: config.sales_email,
    embedding_hosts: config.embedding_hosts.join("\n"),
    support_chat: { ...config.support_chat },
  };
}

/** The hosts field's lines, trimmed, blank lines left out. */
export function hostLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The request body (the contract's input) of the form's values. */
export function toBody(values: ConfigurationFormValues) {
  return {
    maintenance: values.maintenance,
    default_product_version: values.default_product_version,
    documentation_days: values.documentation_days.trim() === "" ? undefined : values.documentation_days,
    sales_email: values.sales_email,
    embedding_hosts: hostLines(values.embedding_hosts),
    support_chat: values.support_chat,
  };
}

/**
 * The form field a contract field path belongs to: a problem with the n-th host ("embedding_hosts.1") shows under
 * the hosts field with its line number.
 */
export function formFieldOf(path: string): { field: string; line?: number } {
  const host = /^embedding_hosts\.(\d+)$/.exec(path);
  if (host?.[1] !== undefined) return { field: "embedding_hosts", line: Number(host[1]) + 1 };
  return { field: path };
}
