import type assume from "../../locales/it/assume.json";
import type auth from "../../locales/it/auth.json";
import type common from "../../locales/it/common.json";
import type dashboard from "../../locales/it/dashboard.json";
import type landing from "../../locales/it/landing.json";
import type mailbox from "../../locales/it/mailbox.json";
import type maintenance from "../../locales/it/maintenance.json";
import type menu from "../../locales/it/menu.json";
import type notifications from "../../locales/it/notifications.json";
import type register from "../../locales/it/register.json";
import type shell from "../../locales/it/shell.json";

/** Typed translation keys: a key missing from the Italian files fails the type check. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      assume: typeof assume;
      auth: typeof auth;
      common: typeof common;
      dashboard: typeof dashboard;
      landing: typeof landing;
      mailbox: typeof mailbox;
      maintenance: typeof maintenance;
      menu: typeof menu;
      notifications: typeof notifications;
      register: typeof register;
      shell: typeof shell;
    };
  }
}
