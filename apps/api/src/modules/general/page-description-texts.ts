/** Page-help texts (§2.6) for the pages the spec names, Italian and English: [name_page, path, it, en]. */
type Text = { title: string; description: string };
export const PAGE_DESCRIPTIONS: [string, string, Text, Text][] = [
  [
    "dashboard_client",
    "/dashboard_client",
    {
      title: "Dashboard cliente",
      description:
        "Il riepilogo dei tuoi progetti, delle posizioni aperte, dei profili compatibili e delle collaborazioni in corso.",
    },
    {
      title: "Client dashboard",
      description: "A summary of your projects, open positions, compatible profiles and ongoing engagements.",
    },
  ],
  [
    "dashboard_supplier",
    "/dashboard_supplier",
    {
      title: "Dashboard fornitore",
      description:
        "Le posizioni aperte adatte ai tuoi profili, i preventivi inviati e le collaborazioni attive.",
    },
    {
      title: "Supplier dashboard",
      description: "Open positions that fit your profiles, the quotes you sent and your active engagements.",
    },
  ],
  [
    "profile_available",
    "/profile_available",
    {
      title: "Trova nuovi profili",
      description:
        "Cerca tra i profili pubblicati con filtri per tecnologia, seniority, lingue, località e tariffa.",
    },
    {
      title: "Find new profiles",
      description: "Search published profiles by technology, seniority, languages, location and rate.",
    },
  ],
  [
    "position_list",
    "/position_list",
    {
      title: "Posizioni aperte",
      description:
        "Le posizioni Time & Material pubblicate dai clienti: candida i tuoi profili con un preventivo.",
    },
    {
      title: "Open positions",
      description: "Time & Material positions published by clients: propose your profiles with a quote.",
    },
  ],
  [
    "position_list_fixed_price",
    "/position_list_fixed_price",
    {
      title: "Progetti a corpo",
      description: "I progetti Fixed Price dei clienti, con analisi funzionale, budget e scadenza.",
    },
    {
      title: "Fixed-price projects",
      description: "Clients' Fixed Price projects, with functional analysis, budget and deadline.",
    },
  ],
  [
    "matches",
    "/need",
    {
      title: "Match",
      description:
        "I profili compatibili con ogni posizione, ordinati per punteggio, con i criteri soddisfatti o mancanti.",
    },
    {
      title: "Matches",
      description:
        "The profiles compatible with each position, ranked by score, with the criteria met or missed.",
    },
  ],
  [
    "collaborations_request",
    "/collaborations_request",
    {
      title: "Collaborazioni",
      description:
        "Le collaborazioni con i tuoi partner: colloqui, incarichi attivi e conclusi, con la cronologia di ogni evento.",
    },
    {
      title: "Engagements",
      description:
        "Your engagements with partners: interviews, active and completed assignments, with every event's timeline.",
    },
  ],
  [
    "collaborations_invite",
    "/collaborations_invite",
    {
      title: "Fornitori",
      description: "La tua lista fornitori: invita un fornitore o rispondi alle richieste di adesione.",
    },
    { title: "Suppliers", description: "Your supplier list: invite a supplier or answer requests to join." },
  ],
  [
    "search_supplier",
    "/search_supplier",
    {
      title: "Ricerca fornitori",
      description: "Cerca aziende per nome, partita IVA, città, settore o tecnologia.",
    },
    {
      title: "Supplier search",
      description: "Search companies by name, VAT number, city, sector or technology.",
    },
  ],
  [
    "my_plans",
    "/my_plans",
    {
      title: "Acquisti in app",
      description: "Il tuo piano, i crediti disponibili e i piani che puoi acquistare.",
    },
    { title: "In-app purchases", description: "Your plan, the credits left and the plans you can buy." },
  ],
  [
    "my_profile",
    "/my_profile",
    {
      title: "Il mio profilo",
      description: "I tuoi dati personali, la lingua dell'interfaccia e la versione del prodotto.",
    },
    {
      title: "My profile",
      description: "Your personal details, the interface language and the product version.",
    },
  ],
  [
    "company_profile",
    "/company_profile",
    {
      title: "Profilo aziendale",
      description: "I dati della tua azienda visibili ai partner: logo, descrizione, settori e dimensione.",
    },
    {
      title: "Company profile",
      description: "Your company's details as partners see them: logo, description, sectors and size.",
    },
  ],
  [
    "employees",
    "/employees",
    {
      title: "Profili",
      description: "I profili dei tuoi consulenti: crea, pubblica, aggiorna disponibilità e tariffe.",
    },
    {
      title: "Profiles",
      description: "Your consultants' profiles: create, publish, update availability and rates.",
    },
  ],
  [
    "working_experience",
    "/working_experience",
    {
      title: "Esperienze lavorative",
      description: "Le esperienze del profilo, con aziende, ruoli, date e tecnologie.",
    },
    {
      title: "Work experience",
      description: "The profile's experience, with companies, roles, dates and technologies.",
    },
  ],
  [
    "customer_profile",
    "/customer_profile",
    { title: "Clienti", description: "I clienti con cui collabori e le loro richieste." },
    { title: "Customers", description: "The clients you work with and their requests." },
  ],
  [
    "digitize_cv",
    "/digitize_cv",
    {
      title: "CV digitale",
      description:
        "Carica un CV in PDF o DOCX: ne estraiamo tecnologie, lingue ed esperienze per creare il profilo.",
    },
    {
      title: "Digital CV",
      description:
        "Upload a PDF or DOCX CV: we extract technologies, languages and experience to create the profile.",
    },
  ],
  [
    "upload_cv",
    "/upload_cv",
    { title: "Carica CV", description: "Allega il CV originale al profilo." },
    { title: "Upload CV", description: "Attach the original CV to the profile." },
  ],
  [
    "manage_users",
    "/manage_users",
    { title: "Gestione utenti cliente", description: "Invita i colleghi e gestisci i loro ruoli." },
    { title: "Manage client users", description: "Invite colleagues and manage their roles." },
  ],
  [
    "manage_users_supplier",
    "/manage_users_supplier",
    { title: "Gestione utenti fornitore", description: "Invita i colleghi e gestisci i loro ruoli." },
    { title: "Manage supplier users", description: "Invite colleagues and manage their roles." },
  ],
  [
    "saved_profiles",
    "/saved_profiles",
    { title: "Profili salvati", description: "I profili che hai salvato, con le tue note." },
    { title: "Saved profiles", description: "The profiles you saved, with your notes." },
  ],
  [
    "accademy_profiles",
    "/accademy_profiles",
    {
      title: "Profili academy",
      description: "Gli studenti delle academy disponibili per stage e assunzioni.",
    },
    { title: "Academy profiles", description: "Academy students available for internships and hiring." },
  ],
  [
    "add_employee",
    "/employees/add-employee",
    {
      title: "Aggiungi profili",
      description:
        "Compila il profilo del consulente: competenze con anni e livello, lingue, esperienze, disponibilità e tariffa. Potrai pubblicarlo dall'elenco dei profili.",
    },
    {
      title: "Add profiles",
      description:
        "Fill in the consultant's profile: skills with years and level, languages, experience, availability and rate. You can publish it from the profile list.",
    },
  ],
  [
    "freelance_profile_det",
    "/freelance_profile_det",
    {
      title: "Dettaglio profilo",
      description:
        "Il profilo del consulente: competenze, esperienze, disponibilità e tariffa. Cognome e contatti restano nascosti finché il profilo non è sbloccato; il CV si scarica in italiano o in inglese.",
    },
    {
      title: "Profile detail",
      description:
        "The consultant's profile: skills, experience, availability and rate. Surname and contacts stay hidden until the profile is unlocked; the CV downloads in Italian or English.",
    },
  ],
  [
    "need_create",
    "/need/create",
    {
      title: "Creazione progetto",
      description: "Descrivi il tuo fabbisogno: posizioni Time & Material o progetto a corpo.",
    },
    {
      title: "Project creation",
      description: "Describe your need: Time & Material positions or a fixed-price project.",
    },
  ],
  [
    "change_password",
    "/my_profile",
    {
      title: "Cambia password",
      description: "Scegli una nuova password di almeno 8 caratteri con lettere e numeri.",
    },
    {
      title: "Change password",
      description: "Choose a new password of at least 8 characters with letters and digits.",
    },
  ],
];
