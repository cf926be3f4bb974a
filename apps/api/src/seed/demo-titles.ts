import { list } from "./demo-names.ts";

export const SENIORITIES = ["junior", "middle", "senior", "expert"] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** A job title with the skills every holder has (names from the technology table). */
export type TitleSpec = { title: string; core: readonly string[]; minSeniority?: Seniority };

/**
 * A family of related titles: every profile gets its title's core skills plus a few from the pool, so a
 * Java developer gets Java, Spring Boot, Kafka… and never Figma.
 */
export type TitleFamily = {
  key: string;
  /** Relative share among supplier and freelance profiles. */
  weight: number;
  /** Whether academies train students for it. */
  student: boolean;
  /** Short topic used in summaries. */
  topicIt: string;
  topicEn: string;
  titles: readonly TitleSpec[];
  pool: readonly string[];
};

const t = (title: string, core: string, minSeniority?: Seniority): TitleSpec =>
  minSeniority ? { title, core: list(core), minSeniority } : { title, core: list(core) };

export const TITLE_FAMILIES: readonly TitleFamily[] = [
  {
    key: "java",
    weight: 14,
    student: true,
    topicIt: "sviluppo backend Java",
    topicEn: "Java backend development",
    titles: [
      t("Java Developer", "Java, Spring Boot, SQL"),
      t("Backend Developer Java", "Java, Spring Boot, PostgreSQL"),
      t("Java Microservices Engineer", "Java, Spring Boot, Docker, Apache Kafka"),
      t("Software Architect Java", "Java, Spring Boot, Kubernetes", "senior"),
    ],
    pool: list(`Apache Kafka, PostgreSQL, Oracle Database, Docker, Kubernetes, JUnit, Quarkus, Kotlin, Redis,
      AWS, Microsoft Azure, Jenkins, GitLab CI, Linux, SQL, Elasticsearch, MongoDB, Angular, Scrum`),
  },
  {
    key: "frontend",
    weight: 11,
    student: true,
    topicIt: "sviluppo frontend e interfacce web",
    topicEn: "frontend and web UI development",
    titles: [
      t("Frontend Developer React", "React, TypeScript, JavaScript"),
      t("Frontend Developer Angular", "Angular, TypeScript, JavaScript"),
      t("Frontend Developer Vue.js", "Vue.js, JavaScript"),
      t("Full Stack Developer Node/React", "React, Node.js, TypeScript"),
    ],
    pool: list(`Next.js, Svelte, Node.js, Express, NestJS, Cypress, Playwright, Figma, GitHub Actions, Docker,
      MongoDB, PostgreSQL, JavaScript, TypeScript`),
  },
  {
    key: "dotnet",
    weight: 7,
    student: false,
    topicIt: "sviluppo applicazioni .NET",
    topicEn: ".NET application development",
    titles: [
      t(".NET Developer", "C#, .NET, SQL Server"),
      t("Backend Developer C#", "C#, ASP.NET Core, SQL Server"),
      t("Full Stack Developer .NET/Angular", "C#, ASP.NET Core, Angular, TypeScript"),
    ],
    pool: list("Microsoft Azure, Docker, SQL, Redis, Kubernetes, GitHub Actions, React, Scrum, Power BI"),
  },
  {
    key: "python",
    weight: 6,
    student: true,
    topicIt: "sviluppo backend Python",
    topicEn: "Python backend development",
    titles: [
      t("Python Developer", "Python, Django, PostgreSQL"),
      t("Backend Developer Python", "Python, FastAPI, SQL"),
    ],
    pool: list(
      "Flask, Redis, Docker, Kubernetes, AWS, Google Cloud, Apache Kafka, Linux, MongoDB, GitLab CI",
    ),
  },
  {
    key: "go",
    weight: 2,
    student: false,
    topicIt: "sviluppo backend Go e sistemi distribuiti",
    topicEn: "Go backend and distributed systems",
    titles: [t("Go Backend Developer", "Go, Docker, PostgreSQL"), t("Golang Engineer", "Go, Kubernetes")],
    pool: list("Kubernetes, Redis, Apache Kafka, AWS, Google Cloud, Linux, Prometheus, Docker, PostgreSQL"),
  },
  {
    key: "php",
    weight: 3,
    student: false,
    topicIt: "sviluppo web PHP",
    topicEn: "PHP web development",
    titles: [
      t("PHP Developer", "PHP, Laravel, MySQL"),
      t("Backend Developer PHP Symfony", "PHP, Symfony, MySQL"),
    ],
    pool: list("JavaScript, Vue.js, Docker, Redis, Linux, PostgreSQL, GitLab CI"),
  },
  {
    key: "data-eng",
    weight: 8,
    student: true,
    topicIt: "data engineering e pipeline di dati",
    topicEn: "data engineering and data pipelines",
    titles: [
      t("Data Engineer", "Python, SQL, Apache Spark"),
      t("Big Data Engineer", "Scala, Apache Spark, Apache Kafka"),
      t("Data Engineer Azure", "Python, SQL, Databricks, Microsoft Azure"),
    ],
    pool: list(
      "Databricks, Airflow, dbt, Snowflake, Apache Kafka, AWS, Google Cloud, PostgreSQL, Docker, Scala",
    ),
  },
  {
    key: "data-science",
    weight: 6,
    student: true,
    topicIt: "data science e machine learning",
    topicEn: "data science and machine learning",
    titles: [
      t("Data Scientist", "Python, scikit-learn, SQL"),
      t("Machine Learning Engineer", "Python, PyTorch, Docker"),
      t("AI Engineer", "Python, LangChain, FastAPI"),
    ],
    pool: list("TensorFlow, PyTorch, R, Databricks, Apache Spark, LangChain, Power BI, AWS, Microsoft Azure"),
  },
  {
    key: "bi",
    weight: 4,
    student: true,
    topicIt: "business intelligence e reportistica",
    topicEn: "business intelligence and reporting",
    titles: [t("BI Developer", "Power BI, SQL, SQL Server"), t("Data Analyst", "SQL, Tableau, Python")],
    pool: list("Power BI, Tableau, Snowflake, dbt, Python, Oracle Database, Databricks, R"),
  },
  {
    key: "devops",
    weight: 8,
    student: true,
    topicIt: "DevOps, automazione e infrastrutture",
    topicEn: "DevOps, automation and infrastructure",
    titles: [
      t("DevOps Engineer", "Docker, Kubernetes, Terraform, Linux"),
      t("Site Reliability Engineer", "Kubernetes, Prometheus, Linux"),
      t("Platform Engineer", "Kubernetes, Terraform, GitLab CI"),
    ],
    pool: list(`Ansible, Jenkins, GitLab CI, GitHub Actions, Prometheus, AWS, Microsoft Azure, Google Cloud,
      Python, Go, Docker`),
  },
  {
    key: "cloud",
    weight: 4,
    student: false,
    topicIt: "architetture cloud",
    topicEn: "cloud architecture",
    titles: [
      t("Cloud Architect", "AWS, Terraform, Kubernetes", "senior"),
      t("Azure Cloud Engineer", "Microsoft Azure, Terraform, Docker"),
      t("AWS Solutions Architect", "AWS, Terraform, Docker", "senior"),
    ],
    pool: list("Google Cloud, Microsoft Azure, Ansible, Linux, Python, IAM, Cybersecurity, GitHub Actions"),
  },
  {
    key: "sap",
    weight: 6,
    student: false,
    topicIt: "progetti SAP",
    topicEn: "SAP projects",
    titles: [
      t("SAP FI/CO Consultant", "SAP FI/CO, SAP S/4HANA"),
      t("SAP ABAP Developer", "ABAP, SAP S/4HANA"),
      t("SAP S/4HANA Solution Architect", "SAP S/4HANA, SAP FI/CO, ABAP", "senior"),
    ],
    pool: list("SQL, SAP FI/CO, ABAP, Power BI, SAFe, Scrum"),
  },
  {
    key: "crm",
    weight: 5,
    student: false,
    topicIt: "piattaforme CRM e ITSM",
    topicEn: "CRM and ITSM platforms",
    titles: [
      t("Salesforce Developer", "Salesforce, JavaScript"),
      t("Salesforce Consultant", "Salesforce, SQL"),
      t("ServiceNow Developer", "ServiceNow, JavaScript, ITIL"),
      t("Dynamics 365 Consultant", "Microsoft Dynamics 365, SQL Server"),
    ],
    pool: list("SQL, Scrum, Power BI, JavaScript, TypeScript, Microsoft Azure, ITIL"),
  },
  {
    key: "mobile",
    weight: 5,
    student: true,
    topicIt: "sviluppo di app mobile",
    topicEn: "mobile app development",
    titles: [
      t("Mobile Developer", "React Native, TypeScript"),
      t("iOS Developer", "Swift, iOS"),
      t("Android Developer", "Kotlin, Android"),
      t("Flutter Developer", "Flutter, Android, iOS"),
    ],
    pool: list("Swift, Kotlin, Figma, GitHub Actions, JavaScript, Node.js, Java"),
  },
  {
    key: "qa",
    weight: 5,
    student: true,
    topicIt: "qualità del software e test automatici",
    topicEn: "software quality and test automation",
    titles: [
      t("QA Automation Engineer", "Selenium, Java, JUnit"),
      t("Test Automation Engineer", "Playwright, TypeScript"),
      t("QA Engineer", "Cypress, JavaScript"),
    ],
    pool: list("Selenium, Cypress, Playwright, JUnit, Jenkins, GitLab CI, Python, SQL, Scrum"),
  },
  {
    key: "pm",
    weight: 5,
    student: false,
    topicIt: "gestione di progetti IT",
    topicEn: "IT project management",
    titles: [
      t("Project Manager", "PRINCE2, Scrum", "middle"),
      t("IT Project Manager", "PRINCE2, ITIL", "middle"),
      t("Delivery Manager", "SAFe, Scrum", "senior"),
      t("Scrum Master", "Scrum, SAFe"),
      t("Agile Coach", "Scrum, SAFe", "senior"),
    ],
    pool: list("Scrum, SAFe, PRINCE2, ITIL, ServiceNow, Power BI"),
  },
  {
    key: "analysis",
    weight: 4,
    student: true,
    topicIt: "analisi funzionale e dei processi",
    topicEn: "functional and process analysis",
    titles: [t("Business Analyst", "SQL, Scrum"), t("Functional Analyst", "SQL, UX Research")],
    pool: list("Power BI, Tableau, UX Research, SAFe, Salesforce, SAP S/4HANA, Scrum"),
  },
  {
    key: "design",
    weight: 3,
    student: true,
    topicIt: "UX e product design",
    topicEn: "UX and product design",
    titles: [t("UX/UI Designer", "Figma, UX Research"), t("Product Designer", "Figma, UX Research")],
    pool: list("JavaScript, React, Vue.js, Scrum, TypeScript"),
  },
  {
    key: "security",
    weight: 4,
    student: true,
    topicIt: "sicurezza informatica",
    topicEn: "cybersecurity",
    titles: [
      t("Cybersecurity Analyst", "Cybersecurity, Linux"),
      t("Penetration Tester", "Penetration Testing, Cybersecurity, Python"),
      t("IAM Specialist", "IAM, Microsoft Azure"),
    ],
    pool: list("Cybersecurity, IAM, Linux, Python, Microsoft Azure, AWS, ITIL, Docker"),
  },
  {
    key: "mainframe",
    weight: 2,
    student: false,
    topicIt: "sistemi mainframe e core banking",
    topicEn: "mainframe and core banking systems",
    titles: [t("COBOL Developer", "COBOL, SQL"), t("Mainframe Analyst Programmer", "COBOL, SQL, Java")],
    pool: list("Java, Oracle Database, Linux, ITIL, SQL Server"),
  },
];

/** Every skill a profile of the family may list: the union of the titles' core skills and the pool. */
export function familySkills(family: TitleFamily): Set<string> {
  return new Set([...family.titles.flatMap((title) => title.core), ...family.pool]);
}
