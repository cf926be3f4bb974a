/**
 * The tutorials of §4: for the pages a new user meets first, the steps that get them going, Italian and
 * English. A page listed here has has_tutorial set, so its tutorial toggle is available (enabled/disabled).
 */
type Steps = { it: string[]; en: string[] };

export const PAGE_TUTORIALS: Record<string, Steps> = {
  dashboard_client: {
    it: [
      "Crea un fabbisogno con il pulsante Aggiungi: posizioni Time & Material o un progetto a corpo.",
      "Pubblicalo: i fornitori lo vedono e ti inviano preventivi.",
      "Apri un fabbisogno per vedere i profili compatibili e confrontare i preventivi.",
    ],
    en: [
      "Create a need with the Add button: Time & Material positions or a fixed-price project.",
      "Publish it: suppliers see it and send you quotes.",
      "Open a need to see the compatible profiles and compare the quotes.",
    ],
  },
  dashboard_supplier: {
    it: [
      "Completa il profilo aziendale e carica la documentazione richiesta.",
      "Aggiungi i profili dei tuoi consulenti, anche da un CV da digitalizzare.",
      "Apri le posizioni aperte e rispondi con un preventivo proponendo i profili adatti.",
    ],
    en: [
      "Complete your company profile and upload the required documentation.",
      "Add your consultants' profiles, also from a CV to digitize.",
      "Open the open positions and answer with a quote proposing the profiles that fit.",
    ],
  },
  profile_available: {
    it: [
      "Scrivi una parola chiave o scegli tecnologie, seniority e lingue nei filtri.",
      "I numeri accanto a ogni filtro dicono quanti profili restano: restringi senza arrivare a zero.",
      "Salva i profili interessanti con la stella: li ritrovi in Profili salvati.",
    ],
    en: [
      "Type a keyword or pick technologies, seniority and languages in the filters.",
      "The numbers next to each filter say how many profiles remain: narrow down without reaching zero.",
      "Save interesting profiles with the star: you find them again in Saved profiles.",
    ],
  },
  position_list: {
    it: [
      "Filtra le posizioni per tecnologia, seniority, città o tariffa.",
      "Il punteggio di compatibilità indica quanto il tuo profilo migliore è adatto alla posizione.",
      "Apri una posizione per inviare un preventivo con i tuoi profili.",
    ],
    en: [
      "Filter the positions by technology, seniority, city or rate.",
      "The fit score tells how well your best profile suits the position.",
      "Open a position to send a quote with your profiles.",
    ],
  },
  need_create: {
    it: [
      "Scegli il tipo: Time & Material per cercare consulenti, a corpo per affidare un progetto.",
      "Compila le posizioni con tecnologie obbligatorie e facoltative: guidano la compatibilità.",
      "La bozza si salva da sola: pubblica quando è pronta.",
    ],
    en: [
      "Pick the type: Time & Material to find consultants, fixed price to commission a project.",
      "Fill in the positions with mandatory and nice-to-have technologies: they drive the matching.",
      "The draft saves itself: publish when it is ready.",
    ],
  },
  employees: {
    it: [
      "Aggiungi un profilo a mano o partendo da un CV in PDF o DOCX.",
      "Indica tecnologie con anni di esperienza, lingue e disponibilità: servono alla compatibilità.",
      "Pubblica i profili per renderli visibili ai clienti.",
    ],
    en: [
      "Add a profile by hand or from a CV in PDF or DOCX.",
      "Give technologies with years of experience, languages and availability: matching uses them.",
      "Publish the profiles to make them visible to clients.",
    ],
  },
  saved_profiles: {
    it: [
      "Qui trovi i profili salvati dalla ricerca, con le tue note.",
      "Aggiorna la nota per ricordare perché un profilo ti interessa.",
      "Togli la stella quando un profilo non ti serve più.",
    ],
    en: [
      "Here are the profiles you saved from the search, with your notes.",
      "Update the note to remember why a profile interests you.",
      "Remove the star when you no longer need a profile.",
    ],
  },
  my_plans: {
    it: [
      "La barra mostra i crediti usati sul totale del piano.",
      "Ogni azione a pagamento scala un credito: lo storico li elenca tutti.",
      "Dal portale gestisci il pagamento, le fatture e il rinnovo.",
    ],
    en: [
      "The bar shows the credits used out of the plan's total.",
      "Every paid action spends one credit: the history lists them all.",
      "From the portal you manage payment, invoices and renewal.",
    ],
  },
};
