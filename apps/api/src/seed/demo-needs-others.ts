import { en, it, type NeedSpec } from "./demo-needs-spec.ts";

/** The needs of the two other demo clients (client-insurance, client-retail). */
export const OTHER_CLIENT_NEEDS: readonly NeedSpec[] = [
  {
    companyKey: "client-insurance",
    type: "tm",
    status: "published",
    daysAgo: 8,
    title: "Gestione sinistri digitale",
    description:
      "Evoluzione della piattaforma sinistri: nuovi servizi Java e integrazione con i periti esterni.",
    sector: "insurance",
    city: "Torino",
    remote: true,
    anonymous: true,
    positions: [
      {
        title: "Senior Java Developer",
        seniority: "senior",
        city: "Torino",
        remote_allowed: true,
        max_daily_rate: 500,
        start: 20,
        end: 240,
        mandatory: [
          ["Java", 5],
          ["Spring Boot", 3],
        ],
        nice: ["SQL", "Microsoft Azure", "Apache Kafka"],
        languages: [it, en("B2")],
        description:
          "Servizi di apertura e liquidazione dei sinistri, integrazione con i sistemi dei periti.",
      },
    ],
  },
  {
    companyKey: "client-retail",
    type: "tm",
    status: "published",
    daysAgo: 2,
    title: "E-commerce headless",
    description: "Nuovo backend del catalogo e del carrello in Go, su AWS, per il sito e le app.",
    sector: "retail",
    city: "Bergamo",
    remote: true,
    positions: [
      {
        title: "Go Backend Developer",
        seniority: "senior",
        city: "Bergamo",
        remote_allowed: true,
        max_daily_rate: 450,
        start: 25,
        end: 270,
        mandatory: [
          ["Go", 5],
          ["Docker", 3],
        ],
        nice: ["Kubernetes", "AWS", "PostgreSQL"],
        languages: [en("B2")],
        description: "Servizi di catalogo, prezzi e carrello; prestazioni e osservabilità.",
      },
      {
        title: "DevOps Engineer AWS",
        seniority: "senior",
        city: null,
        remote_allowed: true,
        max_daily_rate: 480,
        start: 25,
        end: 270,
        mandatory: [
          ["AWS", 4],
          ["Terraform", 3],
        ],
        nice: ["Kubernetes", "Docker", "Linux"],
        languages: [en("B2")],
        description: "Infrastruttura AWS come codice, pipeline e costi del cloud.",
      },
    ],
  },
];
