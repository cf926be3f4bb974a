import type { DbOrTx } from "../../db/client.ts";
import { insertMissingCategories } from "./queries/categories.ts";

/** [code, Italian, English, children] of the service catalogue's product categories (two levels). */
type CategorySeed = [string, string, string, [string, string, string][]];

export const PRODUCT_CATEGORIES: CategorySeed[] = [
  [
    "cloud",
    "Cloud",
    "Cloud",
    [
      ["cloud_migration", "Migrazione al cloud", "Cloud migration"],
      ["cloud_managed", "Servizi cloud gestiti", "Managed cloud services"],
      ["cloud_finops", "Ottimizzazione costi (FinOps)", "Cost optimisation (FinOps)"],
    ],
  ],
  [
    "software",
    "Sviluppo software",
    "Software development",
    [
      ["software_web", "Applicazioni web", "Web applications"],
      ["software_mobile", "App mobile", "Mobile apps"],
      ["software_integration", "Integrazioni e API", "Integrations and APIs"],
      ["software_modernization", "Modernizzazione applicativa", "Application modernisation"],
    ],
  ],
  [
    "data",
    "Dati e intelligenza artificiale",
    "Data and AI",
    [
      ["data_engineering", "Data engineering", "Data engineering"],
      ["data_bi", "Business intelligence", "Business intelligence"],
      ["data_ml", "Machine learning e AI generativa", "Machine learning and generative AI"],
    ],
  ],
  [
    "security",
    "Sicurezza informatica",
    "Cybersecurity",
    [
      ["security_pentest", "Penetration test", "Penetration testing"],
      ["security_soc", "SOC e monitoraggio", "SOC and monitoring"],
      ["security_compliance", "Conformità (ISO 27001, NIS2, GDPR)", "Compliance (ISO 27001, NIS2, GDPR)"],
    ],
  ],
  [
    "devops",
    "DevOps e piattaforme",
    "DevOps and platforms",
    [
      ["devops_cicd", "CI/CD e automazione", "CI/CD and automation"],
      ["devops_kubernetes", "Kubernetes e container", "Kubernetes and containers"],
      ["devops_sre", "Site reliability engineering", "Site reliability engineering"],
    ],
  ],
  [
    "erp",
    "ERP e CRM",
    "ERP and CRM",
    [
      ["erp_sap", "SAP", "SAP"],
      ["erp_salesforce", "Salesforce", "Salesforce"],
      ["erp_dynamics", "Microsoft Dynamics", "Microsoft Dynamics"],
    ],
  ],
  [
    "consulting",
    "Consulenza IT",
    "IT consulting",
    [
      ["consulting_architecture", "Architettura e assessment", "Architecture and assessment"],
      ["consulting_pmo", "Project management e PMO", "Project management and PMO"],
      ["consulting_agile", "Agile coaching", "Agile coaching"],
    ],
  ],
  [
    "support",
    "Assistenza e manutenzione",
    "Support and maintenance",
    [
      ["support_helpdesk", "Help desk", "Help desk"],
      ["support_ams", "Manutenzione applicativa (AMS)", "Application maintenance (AMS)"],
    ],
  ],
  [
    "testing",
    "Test e qualità",
    "Testing and quality",
    [
      ["testing_automation", "Test automatici", "Test automation"],
      ["testing_performance", "Test di prestazioni", "Performance testing"],
    ],
  ],
];

/** Inserts the categories that are missing (by code); safe at every start and on several instances at once. */
export async function seedProductCategories(db: DbOrTx): Promise<void> {
  await insertMissingCategories(
    db,
    PRODUCT_CATEGORIES.map(([code, nameIt, nameEn, children], sort) => ({
      code,
      nameIt,
      nameEn,
      sort,
      children: children.map(([childCode, childIt, childEn], childSort) => ({
        code: childCode,
        nameIt: childIt,
        nameEn: childEn,
        sort: childSort,
      })),
    })),
  );
}
