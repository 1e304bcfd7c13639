/** Exports: `PAGES_IT`, the Italian content pages. */
import { contactCard, faq, richText, type SeedPage } from './types';

export const PAGES_IT: readonly SeedPage[] = [
  {
    key: 'about',
    slug: 'chi-siamo',
    title: 'Chi siamo',
    metaTitle: 'Chi siamo – FerryShop, biglietti traghetto per le isole greche',
    metaDescription: 'FerryShop è un rivenditore autorizzato di biglietti per traghetti verso le isole greche e l’Adriatico, con assistenza clienti in sei lingue.',
    metaKeywords: 'FerryShop, biglietti traghetto, isole greche, chi siamo',
    sections: [
      richText(
        '<p>FerryShop è un’agenzia di viaggi online che vende biglietti per traghetti in Grecia e nell’Adriatico. Confrontiamo in una sola pagina le partenze delle compagnie di navigazione, così puoi scegliere la traversata, il posto o la cabina e il prezzo più adatti a te e prenotare in pochi minuti.</p>' +
          '<p>Siamo un rivenditore autorizzato: la traversata è effettuata dalla compagnia che scegli e il biglietto viene emesso nel suo sistema di prenotazione nel momento in cui paghi. Il prezzo che vedi è la tariffa della compagnia più una piccola commissione di servizio indicata chiaramente.</p>' +
          '<p>Il nostro team lavora al Pireo e conosce bene le isole. Che tu viaggi con bambini, in auto, con un animale o in gruppo, ti aiutiamo a trovare il collegamento giusto e rispondiamo alle tue domande prima e dopo la prenotazione.</p>',
        'Biglietti per traghetti, in modo semplice',
      ),
      richText(
        '<ul><li>Partenze di oltre trenta compagnie di navigazione verso più di 170 porti</li><li>Pagamento con carta sicuro sulla pagina della banca</li><li>Biglietti elettronici e web check-in dove la compagnia li offre</li><li>Assistenza in greco, inglese, tedesco, italiano, francese e spagnolo</li></ul>',
        'Perché i viaggiatori prenotano con noi',
      ),
      contactCard('Parla con noi', '<p>Domande su una rotta o una prenotazione? Il nostro servizio clienti è felice di aiutarti.</p>'),
    ],
  },
  {
    key: 'faq',
    slug: 'domande-frequenti',
    title: 'Domande frequenti',
    metaTitle: 'Biglietti traghetto: domande frequenti | FerryShop',
    metaDescription: 'Risposte su prenotazione dei biglietti, biglietti elettronici, viaggio con auto o animali, modifiche, cancellazioni e pagamento.',
    metaKeywords: 'FAQ traghetti, domande biglietti traghetto, biglietto elettronico, traghetto con auto, traghetto con animali',
    sections: [
      faq('Prenotazione e biglietti', [
        ['Devo stampare il biglietto?', '<p>La maggior parte delle compagnie accetta il biglietto elettronico: mostra il biglietto sul telefono o solo il documento d’identità al porto. Alcune compagnie e linee richiedono ancora una carta d’imbarco stampata all’agenzia del porto; l’e-mail di conferma indica cosa vale per il tuo viaggio.</p>'],
        ['Quando devo essere al porto?', '<p>Arriva al porto almeno <strong>un’ora</strong> prima della partenza con un veicolo e 30 minuti prima a piedi. L’imbarco chiude 15 minuti prima della partenza.</p>'],
        ['Posso prenotare per un’altra persona?', '<p>Sì. Inserisci i dati di ogni viaggiatore esattamente come compaiono sulla carta d’identità o sul passaporto con cui viaggerà.</p>'],
        ['I biglietti per bambini costano meno?', '<p>I bambini sotto i 5 anni viaggiano gratis senza posto proprio e quelli dai 5 ai 10 anni hanno una tariffa ridotta con la maggior parte delle compagnie. Scegli il tipo di passeggero per ogni bambino durante la prenotazione.</p>'],
      ]),
      faq('Veicoli, animali ed esigenze particolari', [
        ['Posso portare l’auto o la moto?', '<p>Sì, sulla maggior parte dei traghetti convenzionali. Aggiungi il veicolo con la sua lunghezza nella ricerca; le unità veloci trasportano meno veicoli o nessuno.</p>'],
        ['Posso viaggiare con il mio animale?', '<p>Gli animali viaggiano sulla maggior parte dei traghetti, nell’area dedicata o in una cabina pet friendly. Aggiungi l’animale alla prenotazione e porta il libretto sanitario e una museruola o un trasportino.</p>'],
        ['Ho bisogno di assistenza a bordo. Cosa devo fare?', '<p>Indicalo durante la prenotazione o contatta il servizio clienti almeno 48 ore prima della partenza: informeremo la compagnia perché l’assistenza sia pronta.</p>'],
      ]),
      faq('Pagamento', [
        ['Quali metodi di pagamento accettate?', '<p>Visa, Mastercard, Maestro e American Express. Paghi sulla pagina sicura della nostra banca; non vediamo né conserviamo mai il numero della tua carta.</p>'],
        ['La commissione di servizio è rimborsabile?', '<p>La commissione di servizio copre l’emissione del biglietto e non viene rimborsata in caso di cancellazione, salvo che la compagnia cancelli la partenza.</p>'],
      ]),
      contactCard('Hai ancora una domanda?', '<p>Il nostro servizio clienti risponde per telefono e per e-mail.</p>'),
    ],
  },
  {
    key: 'how-to-book',
    slug: 'come-prenotare',
    title: 'Come prenotare',
    metaTitle: 'Come prenotare un biglietto traghetto in quattro passi | FerryShop',
    metaDescription: 'Cerca, scegli la partenza, inserisci i viaggiatori e paga in sicurezza: come prenotare biglietti traghetto su FerryShop.',
    metaKeywords: 'prenotare traghetto, passi prenotazione traghetto, biglietti traghetto online',
    sections: [
      richText(
        '<p>Prenotare un biglietto per il traghetto richiede pochi minuti. Ti servono i nomi e i numeri di documento o passaporto dei viaggiatori, lunghezza e targa dell’eventuale veicolo e una carta di pagamento.</p>',
      ),
      richText(
        '<ol><li><strong>Cerca.</strong> Scegli solo andata, andata e ritorno o un viaggio con più tratte, i porti, le date e quanti passeggeri, veicoli e animali viaggiano.</li><li><strong>Scegli la partenza.</strong> Confronta orari, durata, compagnie e prezzi, poi scegli un passaggio ponte, una poltrona o una cabina.</li><li><strong>Inserisci i viaggiatori.</strong> Compila ogni passeggero come sul documento o passaporto e aggiungi sconti, carte fedeltà o codici di residente (MAN), se li hai.</li><li><strong>Paga.</strong> Controlla il riepilogo, accetta le condizioni e paga con carta sulla pagina sicura della banca. I biglietti arrivano subito per e-mail.</li></ol>',
        'Quattro passi per il tuo biglietto',
      ),
      richText(
        '<p>A luglio e agosto le partenze per le isole più richieste si riempiono presto, soprattutto per veicoli e cabine. Prenota appena le date sono decise; potrai modificare la prenotazione in seguito secondo le regole della compagnia.</p>',
        'Buono a sapersi',
      ),
    ],
  },
  {
    key: 'changes-and-cancellations',
    slug: 'modifiche-e-cancellazioni',
    title: 'Modifiche e cancellazioni',
    metaTitle: 'Modificare o cancellare un biglietto traghetto | FerryShop',
    metaDescription: 'Come cambiare la data o i viaggiatori di un biglietto traghetto, quanto costa una cancellazione e quando ricevi il rimborso.',
    metaKeywords: 'modificare biglietto traghetto, cancellare biglietto traghetto, rimborso traghetto',
    sections: [
      richText(
        '<p>Ogni compagnia di navigazione stabilisce le proprie regole per modifiche e cancellazioni, che fanno parte del biglietto acquistato. Di seguito trovi le regole più comuni; le condizioni esatte del tuo biglietto sono indicate prima del pagamento e nell’e-mail di conferma.</p>',
      ),
      richText(
        '<p>Di solito puoi cambiare una volta gratuitamente la data, l’orario o i nomi dei viaggiatori fino a 24 ore prima della partenza, pagando solo l’eventuale differenza di tariffa. Un biglietto non usato e non modificato prima della partenza perde il suo valore.</p>',
        'Modificare il biglietto',
      ),
      richText(
        '<table><thead><tr><th scope="col">Quando cancelli</th><th scope="col">Rimborso della tariffa</th></tr></thead><tbody><tr><td>Più di 7 giorni prima della partenza</td><td>90%</td></tr><tr><td>Da 7 giorni a 24 ore prima della partenza</td><td>50%</td></tr><tr><td>Meno di 24 ore prima della partenza</td><td>Nessun rimborso</td></tr></tbody></table>' +
          '<p>I rimborsi vengono accreditati sulla carta usata entro 14 giorni lavorativi. Le tariffe promozionali possono non essere rimborsabili.</p>',
        'Cancellare il biglietto',
      ),
      richText(
        '<p>Se la compagnia cancella una partenza, per esempio a causa del vento forte, puoi viaggiare con la prima partenza disponibile o ricevere il rimborso totale, commissione di servizio compresa.</p>',
        'Quando cancella la compagnia',
      ),
      contactCard('Devi modificare una prenotazione?', '<p>Inviaci il numero di prenotazione e cosa vuoi cambiare.</p>'),
    ],
  },
  {
    key: 'terms',
    slug: 'termini-e-condizioni',
    title: 'Termini e condizioni',
    metaTitle: 'Termini e condizioni | FerryShop',
    metaDescription: 'Le condizioni alle quali FerryShop vende biglietti traghetto come rivenditore autorizzato delle compagnie di navigazione.',
    metaKeywords: 'termini e condizioni, condizioni biglietti traghetto, FerryShop',
    sections: [
      richText(
        '<p>Questi termini si applicano a ogni prenotazione effettuata su questo sito. Prenotando li accetti insieme alle condizioni di trasporto della compagnia che effettua la tua traversata.</p>',
        '1. Ambito di applicazione',
      ),
      richText(
        '<p>FerryShop agisce come rivenditore autorizzato e agente delle compagnie di navigazione. Il contratto di trasporto è concluso tra te e la compagnia; la compagnia è responsabile della traversata, degli orari, della nave e dei servizi a bordo.</p>',
        '2. Il nostro ruolo',
      ),
      richText(
        '<p>La prenotazione è confermata quando il pagamento è accettato e la compagnia ha emesso il biglietto. Ti inviamo per e-mail la conferma con i numeri di prenotazione e dei biglietti. Controlla subito i dati e segnalaci senza ritardo qualsiasi errore.</p>',
        '3. Prenotazione e conferma',
      ),
      richText(
        '<p>I prezzi sono in euro e comprendono IVA e tasse portuali. Una commissione di servizio per viaggio è indicata separatamente prima del pagamento. Le tariffe possono cambiare fino alla conferma della prenotazione.</p>',
        '4. Prezzi e pagamento',
      ),
      richText(
        '<p>I viaggiatori devono avere con sé una carta d’identità o un passaporto validi. I passeggeri con tariffa ridotta devono mostrare all’imbarco la prova del diritto alla riduzione; altrimenti la compagnia può addebitare la tariffa intera.</p>',
        '5. Documenti di viaggio',
      ),
      richText(
        '<p>Modifiche e cancellazioni seguono le regole della compagnia, come descritto nella nostra pagina su modifiche e cancellazioni e nella tua conferma. La commissione di servizio non è rimborsabile, salvo cancellazione della partenza da parte della compagnia.</p>',
        '6. Modifiche e cancellazioni',
      ),
      richText(
        '<p>Siamo responsabili della corretta gestione della tua prenotazione. Non rispondiamo di ritardi, cancellazioni o modifiche delle partenze decisi dalla compagnia o dovuti al meteo o ad altre circostanze fuori dal nostro controllo; i tuoi diritti in questi casi sono regolati dal Regolamento (UE) n. 1177/2010.</p>',
        '7. Responsabilità',
      ),
      richText(
        '<p>Invia i reclami al nostro servizio clienti. Questi termini sono regolati dalla legge greca; è competente il foro del Pireo, fatte salve le norme imperative a tutela dei consumatori del tuo paese. Puoi anche usare la piattaforma europea per la risoluzione online delle controversie.</p>',
        '8. Reclami e legge applicabile',
      ),
    ],
  },
  {
    key: 'privacy',
    slug: 'informativa-sulla-privacy',
    title: 'Informativa sulla privacy',
    metaTitle: 'Informativa sulla privacy | FerryShop',
    metaDescription: 'Quali dati personali tratta FerryShop quando prenoti biglietti traghetto, perché, per quanto tempo e quali sono i tuoi diritti.',
    metaKeywords: 'informativa privacy, dati personali, GDPR, FerryShop',
    sections: [
      richText(
        '<p>FerryShop, Akti Miaouli 21, 185 35 Pireo, Grecia, è il titolare del trattamento dei dati personali raccolti tramite questo sito. Questa informativa spiega cosa raccogliamo e perché, in conformità al Regolamento generale sulla protezione dei dati (GDPR).</p>',
        'Chi siamo',
      ),
      richText(
        '<ul><li>Dati di contatto di chi prenota: nome, e-mail, telefono e indirizzo</li><li>Dati dei viaggiatori richiesti dalle compagnie: nome, sesso, nazionalità, data di nascita e numero di documento o passaporto</li><li>Targhe dei veicoli, numeri di microchip degli animali, carte fedeltà e codici di residente, se li inserisci</li><li>Stato e importo del pagamento (mai il numero della carta, trattato solo dalla nostra banca)</li><li>Dati tecnici necessari al funzionamento sicuro del sito</li></ul>',
        'Quali dati trattiamo',
      ),
      richText(
        '<p>Usiamo i dati per effettuare e gestire la prenotazione (esecuzione di un contratto), per gli obblighi di legge di registrazione dei passeggeri e contabilità (obbligo legale) e, solo con il tuo consenso, per inviarti la nostra newsletter (consenso revocabile in qualsiasi momento).</p>',
        'Perché li trattiamo',
      ),
      richText(
        '<p>Trasmettiamo i dati dei viaggiatori alla compagnia che ti trasporta e i dati di pagamento alla nostra banca. I fornitori di hosting ed e-mail trattano dati per nostro conto in base a un contratto. Non vendiamo dati personali.</p>',
        'Chi li riceve',
      ),
      richText(
        '<p>Conserviamo i dati delle prenotazioni per cinque anni dopo il viaggio a fini fiscali, i dati dell’account fino alla sua chiusura e quelli della newsletter fino alla disiscrizione.</p>',
        'Per quanto tempo li conserviamo',
      ),
      richText(
        '<p>Hai diritto di accesso, rettifica e cancellazione dei tuoi dati, di limitazione e di opposizione al trattamento e alla portabilità. Puoi anche presentare reclamo all’Autorità greca per la protezione dei dati (www.dpa.gr).</p>',
        'I tuoi diritti',
      ),
      contactCard('Domande sulla protezione dei dati', '<p>Scrivici indicando «Protezione dei dati» nell’oggetto.</p>'),
    ],
  },
];
