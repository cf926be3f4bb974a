import type { LegalDocument } from "./legal-types.ts";

/** I termini del servizio in italiano (versione: TERMS_VERSION nei contracts). */
export const TERMS_IT: LegalDocument = {
  title: "Termini del servizio",
  intro:
    "Questi termini regolano l'uso del marketplace in cui le aziende clienti trovano e ingaggiano professionisti, consulenti e servizi IT offerti da aziende fornitrici, accademie e freelance. Registrandoti, o accettandoli quando ti viene chiesto, li accetti per conto dell'azienda che rappresenti.",
  sections: [
    {
      id: "scope",
      heading: "Chi siamo e a chi è rivolto il servizio",
      blocks: [
        "Il marketplace è gestito dalla società che gestisce la piattaforma (il “Gestore”), con sede in Italia. È un servizio tra imprese: ogni account agisce per un'azienda o un professionista con partita IVA o codice fiscale estero. Le norme a tutela del consumatore del Codice del consumo (D.lgs. 206/2005) non si applicano, perché gli utenti non agiscono come consumatori.",
        "Il Gestore fornisce la piattaforma in cui clienti e fornitori si incontrano. Non è parte dei contratti che clienti e fornitori concludono tra loro e non è un'agenzia per il lavoro o di somministrazione.",
      ],
    },
    {
      id: "accounts",
      heading: "Account",
      blocks: [
        [
          "La registrazione crea un'azienda e il suo primo utente, che ne diventa titolare. I dati forniti devono essere veri e aggiornati; l'indirizzo e-mail va confermato prima del primo accesso.",
          "Ogni azienda carica la documentazione richiesta dalla piattaforma entro la scadenza indicata; lo staff del Gestore la verifica. Finché non è approvata alcune funzioni possono essere limitate; se è respinta, l'accesso viene bloccato.",
          "Il titolare aggiunge e rimuove gli utenti dell'azienda e risponde del loro operato. Le credenziali sono personali e riservate; l'accesso a due fattori è consigliato.",
          "Lo staff del Gestore può agire come un utente, su sua richiesta o per gestire assistenza, documentazione o sicurezza; ogni sessione di questo tipo viene registrata.",
        ],
      ],
    },
    {
      id: "plans",
      heading: "Piani, crediti e pagamenti",
      blocks: [
        [
          "Ogni azienda parte con un piano gratuito. I piani a pagamento, i prezzi annuali (IVA esclusa), i crediti e le funzioni incluse sono quelli indicati nella pagina dei prezzi e nella pagina dei piani al momento dell'acquisto.",
          "Il pagamento è anticipato per l'anno del piano e avviene tramite la pagina di pagamento del fornitore dei pagamenti; la fattura è disponibile nella pagina dei piani. I dati della carta sono gestiti solo dal fornitore dei pagamenti.",
          "I crediti sono assegnati per ogni anno del piano e si consumano con le azioni che li richiedono, come le richieste di disponibilità. I crediti non usati entro la fine dell'anno del piano non si trasferiscono e non sono rimborsati.",
          "I piani si rinnovano ogni anno salvo disdetta dal portale di fatturazione; la disdetta ha effetto alla fine del periodo già pagato. L'importo di un periodo già iniziato non è rimborsato, salvo quando la legge lo impone.",
          "I piani dei fornitori possono prevedere una commissione, una percentuale del valore delle collaborazioni ottenute tramite il marketplace, come indicato nel piano.",
          "I piani non più in vendita restano validi fino alla scadenza; al rinnovo va scelto un piano in vigore. Il Gestore può modificare prezzi e piani per i periodi successivi, comunicandolo prima del rinnovo.",
        ],
      ],
    },
    {
      id: "quotes",
      heading: "Fabbisogni, preventivi e collaborazioni",
      blocks: [
        [
          "I clienti pubblicano fabbisogni, posizioni Time & Material e progetti a prezzo fisso veritieri e che intendono davvero coprire.",
          "Fornitori, accademie e freelance rispondono con profili e preventivi che sono in grado e autorizzati a offrire, con la disponibilità e le tariffe dichiarate.",
          "Un preventivo accettato sulla piattaforma apre una collaborazione. Il contratto per il lavoro (oggetto, prezzo, fatturazione, riservatezza, proprietà intellettuale, responsabilità) si conclude direttamente tra cliente e fornitore, che ne rispondono in via esclusiva.",
          "Colloqui, messaggi e recensioni devono essere veritieri, pertinenti e rispettosi. Le recensioni descrivono una collaborazione reale; chi è recensito può rispondere.",
          "I contatti ottenuti tramite il marketplace si usano solo per le collaborazioni che esso intermedia; aggirare la piattaforma per evitare le commissioni di un piano è una violazione di questi termini.",
        ],
      ],
    },
    {
      id: "content",
      heading: "Contenuti e comportamento",
      blocks: [
        "Ogni utente è responsabile dei contenuti che pubblica: profili, CV, foto, descrizioni, documenti, messaggi e allegati. È vietato:",
        [
          "pubblicare contenuti falsi, ingannevoli, illeciti, offensivi o discriminatori, compresi requisiti di selezione che discriminano per motivi tutelati dalla legge;",
          "caricare il profilo, il CV o la foto di una persona senza averla informata e senza una base giuridica per farlo (l'azienda che li carica è titolare di quei dati);",
          "violare diritti di proprietà intellettuale, segreti commerciali o obblighi di riservatezza altrui;",
          "inviare spam, caricare file dannosi, sondare o sovraccaricare la piattaforma o estrarne dati con mezzi automatici;",
          "condividere account o usare l'account o i dati di un'altra azienda.",
        ],
        "Il Gestore può rimuovere i contenuti che violano queste regole e sospendere o chiudere gli account responsabili, in modo proporzionato alla violazione e, quando possibile, dopo un avviso.",
      ],
    },
    {
      id: "ip",
      heading: "Proprietà intellettuale",
      blocks: [
        "La piattaforma, il software, il marchio e la grafica appartengono al Gestore o ai suoi licenzianti. Gli utenti mantengono i diritti sui propri contenuti e concedono al Gestore una licenza gratuita e non esclusiva per ospitarli, riprodurli e mostrarli agli altri utenti, solo per quanto serve a fornire il servizio e finché restano sulla piattaforma.",
      ],
    },
    {
      id: "availability",
      heading: "Disponibilità del servizio",
      blocks: [
        "Il Gestore si impegna a mantenere la piattaforma disponibile e sicura ma non garantisce un servizio ininterrotto: manutenzione, aggiornamenti e cause fuori dal suo controllo possono sospenderlo temporaneamente. La manutenzione programmata è annunciata sulla piattaforma quando possibile.",
      ],
    },
    {
      id: "liability",
      heading: "Responsabilità",
      blocks: [
        "Il Gestore non risponde dei contenuti pubblicati dagli utenti, dell'esito delle selezioni, né dell'esecuzione, della qualità o del pagamento dei lavori concordati tra clienti e fornitori.",
        "Salvo dolo o colpa grave (art. 1229 del Codice civile), la responsabilità del Gestore verso un'azienda è limitata agli importi che l'azienda ha pagato per il servizio nei dodici mesi precedenti il fatto che ha causato il danno, ed esclude i danni indiretti e il mancato guadagno.",
        "Ogni utente tiene indenne il Gestore dalle pretese di terzi derivanti dai propri contenuti o dalla propria violazione di questi termini.",
      ],
    },
    {
      id: "termination",
      heading: "Sospensione e recesso",
      blocks: [
        "Puoi smettere di usare il servizio in ogni momento e cancellare l'account dalla pagina del tuo profilo; l'ultimo utente di un'azienda lo chiede allo staff del Gestore. Gli importi già pagati non sono rimborsati, salvo quando la legge lo impone.",
        "Il Gestore può sospendere o chiudere un account che viola in modo grave o ripetuto questi termini, la cui documentazione è respinta o i cui pagamenti non vengono effettuati.",
      ],
    },
    {
      id: "privacy",
      heading: "Dati personali",
      blocks: [
        "I dati personali sono trattati come descritto nell'informativa sulla privacy, che fa parte di questi termini. Per i profili che un'azienda carica, il Gestore agisce come suo responsabile ai sensi dell'art. 28 GDPR: li tratta solo per fornire il servizio e secondo le istruzioni che l'azienda dà attraverso la piattaforma, li protegge, vincola il proprio personale alla riservatezza, si avvale dei sub-responsabili elencati nell'informativa, aiuta l'azienda a rispondere alle richieste degli interessati, notifica senza ingiustificato ritardo le violazioni dei dati e cancella i dati quando il profilo o l'account vengono eliminati.",
      ],
    },
    {
      id: "changes",
      heading: "Modifiche a questi termini",
      blocks: [
        "La versione di questi termini è la data indicata in alto. Il Gestore può modificarli per ragioni legali, tecniche o commerciali; agli utenti collegati viene chiesto una volta di leggere e accettare la nuova versione prima di proseguire. Chi non la accetta non può continuare a usare il servizio e può cancellare l'account.",
      ],
    },
    {
      id: "law",
      heading: "Legge applicabile e foro competente",
      blocks: [
        "Questi termini sono regolati dalla legge italiana. Ogni controversia relativa a essi o all'uso del marketplace è di competenza esclusiva del foro del luogo in cui il Gestore ha la sede legale, salve le norme inderogabili sulla competenza.",
      ],
    },
  ],
};
