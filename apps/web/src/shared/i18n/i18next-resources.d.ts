import type academyProfiles from "../../locales/it/academy-profiles.json";
import type account from "../../locales/it/account.json";
import type associations from "../../locales/it/associations.json";
import type assume from "../../locales/it/assume.json";
import type auth from "../../locales/it/auth.json";
import type availability from "../../locales/it/availability.json";
import type chat from "../../locales/it/chat.json";
import type collaborations from "../../locales/it/collaborations.json";
import type common from "../../locales/it/common.json";
import type companies from "../../locales/it/companies.json";
import type companyPage from "../../locales/it/company-page.json";
import type companyProfile from "../../locales/it/company-profile.json";
import type dashboard from "../../locales/it/dashboard.json";
import type emailPreferences from "../../locales/it/email-preferences.json";
import type feedback from "../../locales/it/feedback.json";
import type landing from "../../locales/it/landing.json";
import type mailbox from "../../locales/it/mailbox.json";
import type maintenance from "../../locales/it/maintenance.json";
import type matching from "../../locales/it/matching.json";
import type menu from "../../locales/it/menu.json";
import type needs from "../../locales/it/needs.json";
import type notifications from "../../locales/it/notifications.json";
import type plans from "../../locales/it/plans.json";
import type profileSections from "../../locales/it/profile-sections.json";
import type profiles from "../../locales/it/profiles.json";
import type quotes from "../../locales/it/quotes.json";
import type register from "../../locales/it/register.json";
import type search from "../../locales/it/search.json";
import type serviceReview from "../../locales/it/service-review.json";
import type services from "../../locales/it/services.json";
import type shell from "../../locales/it/shell.json";
import type student from "../../locales/it/student.json";
import type supplierSearch from "../../locales/it/supplier-search.json";
import type team from "../../locales/it/team.json";
import type twoFactor from "../../locales/it/two-factor.json";

/** Typed translation keys: a key missing from the Italian files fails the type check. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      "academy-profiles": typeof academyProfiles;
      account: typeof account;
      assume: typeof assume;
      associations: typeof associations;
      availability: typeof availability;
      auth: typeof auth;
      chat: typeof chat;
      collaborations: typeof collaborations;
      common: typeof common;
      companies: typeof companies;
      "company-page": typeof companyPage;
      "company-profile": typeof companyProfile;
      dashboard: typeof dashboard;
      "email-preferences": typeof emailPreferences;
      feedback: typeof feedback;
      landing: typeof landing;
      mailbox: typeof mailbox;
      maintenance: typeof maintenance;
      matching: typeof matching;
      menu: typeof menu;
      needs: typeof needs;
      notifications: typeof notifications;
      plans: typeof plans;
      profiles: typeof profiles;
      "profile-sections": typeof profileSections;
      quotes: typeof quotes;
      register: typeof register;
      search: typeof search;
      services: typeof services;
      "service-review": typeof serviceReview;
      shell: typeof shell;
      student: typeof student;
      "supplier-search": typeof supplierSearch;
      team: typeof team;
      "two-factor": typeof twoFactor;
    };
  }
}
