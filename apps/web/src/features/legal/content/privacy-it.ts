import type { LegalDocument } from "./legal-types.ts";

/** L'informativa sulla privacy in italiano (versione: TERMS_VERSION nei contracts). */
export const PRIVACY_IT: LegalDocument = {
  title: "Informativa sulla privacy",
  intro:
    "Questa informativa spiega quali dati personali tratta il marketplace, perché, su quale base giuridica, per quanto tempo, a chi li comunica e come esercitare i tuoi diritti, ai sensi del Regolamento (UE) 2016/679 (GDPR) e del Codice in materia di protezione dei dati personali (D.lgs. 196/2003).",
  sections: [
    {
      id: "controller",
      heading: "Titolare del trattamento",
      blocks: [
        "Il titolare è la società che gestisce il marketplace (il “Gestore”), con sede in Italia. Per qualsiasi domanda sui tuoi dati o per esercitare i tuoi diritti usa il canale di assistenza della piattaforma o le funzioni privacy della pagina del tuo profilo descritte più sotto; le richieste ricevono risposta entro un mese (prorogabile di due mesi per le richieste complesse, come consente l'art. 12 GDPR).",
        "Per i profili dei consulenti caricati da un fornitore, un'accademia o un freelance, è l'azienda che li carica a decidere perché e come trattarli: per quei dati l'azienda è titolare e il Gestore li tratta per suo conto come responsabile (art. 28 GDPR), secondo i termini del servizio.",
      ],
    },
    {
      id: "data",
      heading: "Quali dati trattiamo",
      blocks: [
        [
          "Dati dell'account: nome e cognome, e-mail aziendale, telefono (facoltativo), ruolo, lingua, password (conservata solo come hash argon2id), impostazioni dell'accesso a due fattori, la versione dei termini accettata e quando.",
          "Dati dell'azienda: ragione sociale, partita IVA o codice fiscale estero, paese e città, come ci hai conosciuto, la documentazione aziendale caricata e l'esito della sua verifica.",
          "Profili di consulenti e studenti: nome, foto, CV, competenze, esperienze, certificazioni, lingue, disponibilità, tariffe e località, inseriti a mano o letti dal CV caricato.",
          "Attività sul marketplace: fabbisogni, progetti e posizioni, preventivi, richieste di disponibilità, collaborazioni, colloqui, recensioni, messaggi e allegati della chat, profili salvati e link condivisi.",
          "Dati di fatturazione: piano, crediti usati, fatture e stato dei pagamenti. I dati della carta si inseriscono nella pagina del fornitore dei pagamenti e non arrivano mai al Gestore.",
          "Dati tecnici e di sicurezza: sessioni, tentativi di accesso e contatori che limitano gli abusi (indirizzi IP ed e-mail vi sono conservati solo come hash SHA-256), registro delle azioni sensibili.",
          "Statistiche d'uso: pagine e azioni all'interno della piattaforma, solo se le accetti nel banner dei cookie.",
          "Area aperta e link condivisi: i recapiti che un visitatore lascia quando chiede informazioni su un profilo, un servizio o un fabbisogno.",
        ],
      ],
    },
    {
      id: "purposes",
      heading: "Finalità e basi giuridiche",
      blocks: [
        [
          "Fornire il marketplace a cui ti sei iscritto — account, ricerca, fabbisogni, preventivi, collaborazioni, chat, piani e crediti, e-mail di servizio e notifiche: esecuzione del contratto (art. 6, par. 1, lett. b GDPR).",
          "Fatturare e conservare le scritture contabili e fiscali: obbligo di legge (art. 6, par. 1, lett. c GDPR).",
          "Verificare la documentazione delle aziende, proteggere il servizio (limiti alle richieste, protezione dell'accesso, accesso a due fattori, registro delle azioni), prevenire frodi e difendersi in giudizio: legittimo interesse del Gestore (art. 6, par. 1, lett. f GDPR) a un marketplace affidabile tra imprese verificate.",
          "Statistiche d'uso, newsletter e chat di assistenza: il tuo consenso (art. 6, par. 1, lett. a GDPR), revocabile in ogni momento senza effetti su quanto fatto prima.",
        ],
        "Nessuna decisione che produca effetti giuridici nei tuoi confronti è presa in modo solo automatizzato: i punteggi di compatibilità che ordinano i profili rispetto a una posizione aiutano i clienti a scegliere, ma la scelta resta a una persona.",
      ],
    },
    {
      id: "recipients",
      heading: "A chi comunichiamo i dati",
      blocks: [
        "I dati sono trattati dal personale autorizzato del Gestore e da questi responsabili, vincolati da contratto ai sensi dell'art. 28 GDPR:",
        [
          "il fornitore di hosting dei server, del database e dei file conservati;",
          "il fornitore del servizio di posta che invia le e-mail di conferma, notifica e promemoria;",
          "il fornitore dei pagamenti che gestisce la pagina di pagamento, il portale clienti e i pagamenti con carta;",
          "solo con il tuo consenso: il servizio di statistiche a cui possono essere inoltrati gli eventi d'uso e il fornitore della chat di assistenza.",
        ],
        "Gli altri utenti vedono ciò che il marketplace mostra per sua natura: i clienti vedono i profili pubblicati (le informazioni complete solo con i piani che le includono), i fornitori vedono i fabbisogni e le posizioni a cui possono rispondere, e le parti di un preventivo o di una collaborazione vedono i reciproci recapiti. I dati sono comunicati alle autorità solo quando la legge lo impone.",
        "Quando un fornitore tratta dati fuori dallo Spazio economico europeo, il trasferimento si basa su una decisione di adeguatezza della Commissione europea o sulle clausole contrattuali tipo (artt. 45 e 46 GDPR).",
      ],
    },
    {
      id: "retention",
      heading: "Per quanto tempo conserviamo i dati",
      blocks: [
        [
          "Dati dell'account, dell'azienda e dei profili: finché l'account esiste. Quando cancelli l'account, i tuoi dati personali e i tuoi file vengono eliminati e l'account resta solo in forma anonima (“Utente cancellato”), così preventivi, collaborazioni, messaggi e recensioni restano legati a una parte anonima.",
          "Fatture e scritture contabili: dieci anni, come prevede l'art. 2220 del Codice civile.",
          "Sessioni: al massimo 7 giorni dall'accesso, con chiusura dopo 12 ore di inattività.",
          "Tentativi di accesso e contatori anti-abuso: 24 ore.",
          "Eventi delle statistiche d'uso: 13 mesi, poi restano solo conteggi giornalieri aggregati senza dati personali. Se cancelli l'account, i tuoi eventi perdono ogni legame con te.",
          "Accessi all'area aperta: eliminati 30 giorni dopo la scadenza. Recapiti lasciati nell'area aperta da chi non si è mai registrato: 12 mesi. Link condivisi e recapiti lasciati su di essi: 12 mesi dopo la fine del link.",
          "Registro di esportazioni, cancellazioni e altre azioni sensibili: per il tempo necessario a dimostrare come è stata gestita una richiesta e a difendersi in giudizio.",
        ],
      ],
    },
    {
      id: "rights",
      heading: "I tuoi diritti",
      blocks: [
        "Hai diritto di accedere ai tuoi dati, di ottenerne la rettifica o la cancellazione, di limitarne o opporti al trattamento, alla portabilità e di revocare il consenso in ogni momento (artt. 15–22 GDPR). Nella piattaforma:",
        [
          "Esportazione: dalla pagina del tuo profilo scarichi tutti i tuoi dati in un file ZIP (un file data.json con ogni dato che ti riguarda, e i tuoi file). Lo staff può farlo per te su richiesta.",
          "Cancellazione: dalla pagina del tuo profilo cancelli l'account dopo aver confermato password e indirizzo e-mail. Lo staff può farlo per te su richiesta. L'ultimo utente di un'azienda deve chiederlo allo staff, perché l'azienda non resti senza titolare.",
          "Rettifica: puoi correggere in ogni momento i dati dell'account, dell'azienda e dei profili.",
          "Consenso: la scelta sulle statistiche si cambia dalla pagina del profilo; la newsletter dalle preferenze e-mail o dal link presente in ogni e-mail.",
        ],
        "Hai inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) o all'autorità del paese dell'UE in cui vivi o lavori.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookie e memoria del browser",
      blocks: [
        "La piattaforma usa la memoria locale del browser per ciò che le serve a funzionare: la sessione, la lingua, le preferenze del menu e la scelta fatta nel banner dei cookie. Quando sei collegato usa anche due cookie tecnici: uno che identifica la sessione, leggibile solo dal server, per mostrarti già pronte la tua dashboard e la ricerca profili, e uno con la larghezza dello schermo e il tipo di menu, per impaginarle. Per questo non serve consenso.",
        "Le statistiche d'uso partono solo dopo che premi Accetta nel banner dei cookie; se rifiuti, non viene tracciato nulla. Non usiamo cookie pubblicitari o di profilazione. La chat di assistenza, quando attiva, si carica solo per i visitatori non collegati e dopo il loro consenso.",
      ],
    },
    {
      id: "security",
      heading: "Sicurezza",
      blocks: [
        "Le connessioni sono cifrate; le password sono conservate come hash argon2id; i link monouso e i codici di recupero come hash; l'accesso a due fattori è disponibile per tutti e può essere reso obbligatorio per lo staff; ogni esportazione, cancellazione e azione dello staff sul tuo account è scritta nel registro.",
      ],
    },
    {
      id: "minors",
      heading: "Solo per uso professionale",
      blocks: [
        "Il marketplace è destinato ad aziende e professionisti. Gli account non sono pensati per i minori di 18 anni; le accademie registrano studenti maggiorenni sotto la propria responsabilità.",
      ],
    },
    {
      id: "changes",
      heading: "Modifiche a questa informativa",
      blocks: [
        "La versione di questa informativa è la data indicata in alto. Quando cambia, agli utenti collegati viene chiesto una volta di leggere e accettare la nuova versione prima di proseguire.",
      ],
    },
  ],
};
