/**
 * Exports: `COMPETITION_RULES`, `RulesDocument`. The text of the shop's competition rules (SPEC.md section 9: two
 * PDFs, English and Greek) that scripts/competition-rules/make-pdf.ts lays out into
 * public/files/competition-rules-{el,en}.pdf. The Greek text is the binding one (section 9 says so).
 * Organiser, address and contact are the ones the privacy policy and the contact page give
 * (server/modules/content/entities/pages-seed, server/modules/content/seed-data.ts).
 */
export interface RulesDocument {
  readonly lang: 'el' | 'en';
  readonly title: string;
  readonly subtitle: string;
  readonly subject: string;
  readonly keywords: readonly string[];
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
  /** Footer of every page; `{page}` and `{pages}` are replaced. */
  readonly footer: string;
}

const en: RulesDocument = {
  lang: 'en',
  title: 'Competition rules: FerryShop prize draw 2027',
  subtitle: 'Win a €600 ferry travel voucher. No purchase necessary.',
  subject: 'Rules of the FerryShop prize draw 2027 for a ferry travel voucher',
  keywords: ['FerryShop', 'prize draw', 'competition rules', 'ferry tickets'],
  sections: [
    {
      heading: '1. Organiser',
      paragraphs: [
        'The prize draw is organised by FerryShop, Akti Miaouli 21, 185 35 Piraeus, Greece (the "Organiser"), which runs the ferry-ticket website and app FerryShop.',
      ],
    },
    {
      heading: '2. Period',
      paragraphs: [
        'Entries are accepted from 1 March 2027, 00:00, to 31 May 2027, 23:59, Greek time (the "Period"). Entries received outside the Period do not take part.',
      ],
    },
    {
      heading: '3. Who may take part',
      paragraphs: [
        'Any natural person aged 18 or over who lives in a member state of the European Union and has a valid e-mail address may take part.',
        'Employees of the Organiser and of the ferry companies whose tickets it sells, their spouses and their relatives in the first degree may not take part. Travel agents and resellers booking in the course of their business may not take part.',
      ],
    },
    {
      heading: '4. How to take part',
      paragraphs: [
        'a) Every booking that is paid during the Period on the FerryShop website or app gives one entry to the person named as the contact of the booking. A booking that is cancelled or refunded before the draw gives no entry.',
        'b) Free entry, without any purchase: subscribe to the FerryShop newsletter during the Period, or send an e-mail to customercare@ferryshop.gr with the subject "Prize draw 2027" and your full name. Each person has one free entry, however many times they subscribe or write.',
        'A person may hold at most 10 entries in total. Taking part is free of charge; entries by automated means or under false details are void.',
      ],
    },
    {
      heading: '5. Prize',
      paragraphs: [
        'There is one prize: a FerryShop travel voucher worth €600 (six hundred euros), valid for ferry tickets (passengers, vehicles, cabins and pets) on any route sold on the FerryShop website, for bookings made within 12 months of the day the prize is handed over.',
        'The voucher cannot be exchanged for cash or for another prize and cannot be passed to another person without the Organiser\'s written consent. Any value not used by its expiry lapses. The prize is subject to the availability of the ferry companies and to their conditions of carriage.',
      ],
    },
    {
      heading: '6. The draw',
      paragraphs: [
        'The draw takes place on 7 June 2027 at 12:00 at the Organiser\'s offices, in the presence of a notary, by an electronic random draw in which every valid entry has the same chance. One winner and three alternates are drawn, in that order.',
      ],
    },
    {
      heading: '7. The winner',
      paragraphs: [
        'The winner is told by e-mail and by telephone, using the details of the entry, within 5 working days of the draw, and must accept the prize by replying within 14 days and showing an identity document with the same name as the entry. If the winner cannot be reached, does not accept in time or does not meet these rules, the prize goes to the first alternate, and so on.',
        'With the winner\'s consent, the Organiser publishes the winner\'s first name, the initial of the last name and the town on its website.',
      ],
    },
    {
      heading: '8. Personal data (GDPR)',
      paragraphs: [
        'The Organiser is the controller of the personal data of the participants: name, e-mail address, telephone and the code of the booking that gave the entry. It processes them only to run the draw, to contact and announce the winner and to meet its legal obligations, on the basis of these rules (Article 6(1)(b) GDPR), of its legal obligations (Article 6(1)(c)) and, for the publication of the winner\'s name, of the winner\'s consent (Article 6(1)(a)).',
        'The data are shown to the notary of the draw and are processed by the Organiser\'s hosting and e-mail providers on its behalf; they are not sold or used for advertising unless the participant has subscribed to the newsletter. Entries are deleted three months after the draw; the winner\'s data are kept as long as tax law requires.',
        'Participants have the right to access, correct and erase their data, to restrict or object to their processing, to data portability and to withdraw a consent at any time, by writing to customercare@ferryshop.gr with the subject "Data protection". They may also complain to the Hellenic Data Protection Authority (www.dpa.gr).',
      ],
    },
    {
      heading: '9. General terms',
      paragraphs: [
        'Taking part means accepting these rules. The Organiser may extend, shorten or cancel the draw for a serious reason, such as force majeure, by announcing it on its website; it is not liable for technical failures outside its control that prevent an entry from reaching it.',
        'These rules are governed by Greek law and the courts of Piraeus have jurisdiction, without prejudice to the mandatory consumer-protection rules of the participant\'s country. The rules are published in Greek and English; if they differ, the Greek text prevails.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'Questions about the draw: customercare@ferryshop.gr or +30 210 459 8800, Monday to Friday, 09:00 to 21:00.',
      ],
    },
  ],
  footer: 'FerryShop prize draw 2027 · Competition rules · Page {page} of {pages}',
};

const el: RulesDocument = {
  lang: 'el',
  title: 'Όροι συμμετοχής στον διαγωνισμό: Κλήρωση FerryShop 2027',
  subtitle: 'Κερδίστε δωροεπιταγή ταξιδιού αξίας 600 €. Η συμμετοχή δεν απαιτεί αγορά.',
  subject: 'Όροι της κλήρωσης FerryShop 2027 για δωροεπιταγή ακτοπλοϊκών εισιτηρίων',
  keywords: ['FerryShop', 'κλήρωση', 'όροι διαγωνισμού', 'ακτοπλοϊκά εισιτήρια'],
  sections: [
    {
      heading: '1. Διοργανωτής',
      paragraphs: [
        'Την κλήρωση διοργανώνει το FerryShop, Ακτή Μιαούλη 21, 185 35 Πειραιάς («Διοργανωτής»), που λειτουργεί τον ιστότοπο και την εφαρμογή ακτοπλοϊκών εισιτηρίων FerryShop.',
      ],
    },
    {
      heading: '2. Διάρκεια',
      paragraphs: [
        'Συμμετοχές γίνονται δεκτές από την 1η Μαρτίου 2027, ώρα 00:00, έως τις 31 Μαΐου 2027, ώρα 23:59, ώρα Ελλάδας («Διάρκεια»). Συμμετοχές εκτός Διάρκειας δεν λαμβάνονται υπόψη.',
      ],
    },
    {
      heading: '3. Ποιος μπορεί να συμμετάσχει',
      paragraphs: [
        'Μπορεί να συμμετάσχει κάθε φυσικό πρόσωπο ηλικίας 18 ετών και άνω, με κατοικία σε κράτος μέλος της Ευρωπαϊκής Ένωσης και έγκυρη διεύθυνση e-mail.',
        'Δεν μπορούν να συμμετάσχουν οι εργαζόμενοι του Διοργανωτή και των ακτοπλοϊκών εταιρειών των οποίων τα εισιτήρια διαθέτει, οι σύζυγοί τους και οι συγγενείς τους πρώτου βαθμού. Δεν μπορούν επίσης να συμμετάσχουν ταξιδιωτικά πρακτορεία και μεταπωλητές που κάνουν κρατήσεις στο πλαίσιο της επαγγελματικής τους δραστηριότητας.',
      ],
    },
    {
      heading: '4. Τρόπος συμμετοχής',
      paragraphs: [
        'α) Κάθε κράτηση που εξοφλείται μέσα στη Διάρκεια στον ιστότοπο ή στην εφαρμογή FerryShop δίνει μία συμμετοχή στο πρόσωπο επικοινωνίας της κράτησης. Κράτηση που ακυρώνεται ή επιστρέφεται πριν από την κλήρωση δεν δίνει συμμετοχή.',
        'β) Δωρεάν συμμετοχή, χωρίς αγορά: εγγραφείτε στο ενημερωτικό δελτίο του FerryShop μέσα στη Διάρκεια ή στείλτε e-mail στο customercare@ferryshop.gr με θέμα «Κλήρωση 2027» και το ονοματεπώνυμό σας. Κάθε πρόσωπο έχει μία δωρεάν συμμετοχή, όσες φορές κι αν εγγραφεί ή γράψει.',
        'Κάθε πρόσωπο μπορεί να έχει έως 10 συμμετοχές συνολικά. Η συμμετοχή είναι δωρεάν· συμμετοχές με αυτοματοποιημένα μέσα ή με ψευδή στοιχεία είναι άκυρες.',
      ],
    },
    {
      heading: '5. Δώρο',
      paragraphs: [
        'Το δώρο είναι ένα: δωροεπιταγή ταξιδιού FerryShop αξίας 600 € (εξακοσίων ευρώ) για ακτοπλοϊκά εισιτήρια (επιβάτες, οχήματα, καμπίνες και κατοικίδια) σε οποιαδήποτε γραμμή διατίθεται στον ιστότοπο FerryShop, για κρατήσεις που γίνονται μέσα σε 12 μήνες από την ημέρα παράδοσης του δώρου.',
        'Η δωροεπιταγή δεν ανταλλάσσεται με χρήματα ή με άλλο δώρο και δεν μεταβιβάζεται σε άλλο πρόσωπο χωρίς τη γραπτή συναίνεση του Διοργανωτή. Η αξία που δεν χρησιμοποιείται έως τη λήξη της χάνεται. Το δώρο τελεί υπό την επιφύλαξη της διαθεσιμότητας των ακτοπλοϊκών εταιρειών και των όρων μεταφοράς τους.',
      ],
    },
    {
      heading: '6. Κλήρωση',
      paragraphs: [
        'Η κλήρωση γίνεται στις 7 Ιουνίου 2027, ώρα 12:00, στα γραφεία του Διοργανωτή, παρουσία συμβολαιογράφου, με ηλεκτρονική τυχαία επιλογή στην οποία κάθε έγκυρη συμμετοχή έχει την ίδια πιθανότητα. Κληρώνονται ένας νικητής και τρεις επιλαχόντες, με αυτή τη σειρά.',
      ],
    },
    {
      heading: '7. Ο νικητής',
      paragraphs: [
        'Ο νικητής ενημερώνεται με e-mail και τηλεφωνικά, στα στοιχεία της συμμετοχής, μέσα σε 5 εργάσιμες ημέρες από την κλήρωση και αποδέχεται το δώρο απαντώντας μέσα σε 14 ημέρες και επιδεικνύοντας έγγραφο ταυτοπροσωπίας με το όνομα της συμμετοχής. Αν ο νικητής δεν είναι δυνατό να βρεθεί, δεν αποδεχθεί εγκαίρως ή δεν πληροί τους όρους, το δώρο περνά στον πρώτο επιλαχόντα κ.ο.κ.',
        'Με τη συναίνεση του νικητή, ο Διοργανωτής δημοσιεύει στον ιστότοπό του το μικρό όνομα, το αρχικό του επωνύμου και την πόλη του νικητή.',
      ],
    },
    {
      heading: '8. Προσωπικά δεδομένα (ΓΚΠΔ)',
      paragraphs: [
        'Ο Διοργανωτής είναι υπεύθυνος επεξεργασίας των προσωπικών δεδομένων των συμμετεχόντων: ονοματεπώνυμο, διεύθυνση e-mail, τηλέφωνο και κωδικός της κράτησης που έδωσε τη συμμετοχή. Τα επεξεργάζεται μόνο για τη διεξαγωγή της κλήρωσης, την επικοινωνία με τον νικητή και την ανακοίνωσή του και την τήρηση των νόμιμων υποχρεώσεών του, με βάση τους παρόντες όρους (άρθρο 6 παρ. 1 στοιχ. β ΓΚΠΔ), τις νόμιμες υποχρεώσεις του (άρθρο 6 παρ. 1 στοιχ. γ) και, για τη δημοσίευση του ονόματος του νικητή, τη συναίνεσή του (άρθρο 6 παρ. 1 στοιχ. α).',
        'Τα δεδομένα γνωστοποιούνται στον συμβολαιογράφο της κλήρωσης και τα επεξεργάζονται για λογαριασμό του Διοργανωτή οι πάροχοι φιλοξενίας και e-mail του· δεν πωλούνται και δεν χρησιμοποιούνται για διαφήμιση, εκτός αν ο συμμετέχων έχει εγγραφεί στο ενημερωτικό δελτίο. Οι συμμετοχές διαγράφονται τρεις μήνες μετά την κλήρωση· τα δεδομένα του νικητή τηρούνται όσο ορίζει η φορολογική νομοθεσία.',
        'Οι συμμετέχοντες έχουν δικαίωμα πρόσβασης, διόρθωσης και διαγραφής των δεδομένων τους, περιορισμού της επεξεργασίας και εναντίωσης σε αυτήν, φορητότητας και ανάκλησης της συναίνεσης οποτεδήποτε, γράφοντας στο customercare@ferryshop.gr με θέμα «Προστασία δεδομένων». Μπορούν επίσης να υποβάλουν καταγγελία στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα (www.dpa.gr).',
      ],
    },
    {
      heading: '9. Γενικοί όροι',
      paragraphs: [
        'Η συμμετοχή σημαίνει αποδοχή των παρόντων όρων. Ο Διοργανωτής μπορεί να παρατείνει, να συντομεύσει ή να ακυρώσει την κλήρωση για σοβαρό λόγο, όπως ανωτέρα βία, ανακοινώνοντάς το στον ιστότοπό του· δεν ευθύνεται για τεχνικές βλάβες εκτός του ελέγχου του που εμποδίζουν μια συμμετοχή να φτάσει σε αυτόν.',
        'Οι όροι διέπονται από το ελληνικό δίκαιο και αρμόδια είναι τα δικαστήρια του Πειραιά, με την επιφύλαξη των υποχρεωτικών κανόνων προστασίας καταναλωτή της χώρας του συμμετέχοντος. Οι όροι δημοσιεύονται στα ελληνικά και στα αγγλικά· σε περίπτωση απόκλισης υπερισχύει το ελληνικό κείμενο.',
      ],
    },
    {
      heading: '10. Επικοινωνία',
      paragraphs: [
        'Ερωτήσεις για την κλήρωση: customercare@ferryshop.gr ή +30 210 459 8800, Δευτέρα έως Παρασκευή, 09:00 έως 21:00.',
      ],
    },
  ],
  footer: 'Κλήρωση FerryShop 2027 · Όροι συμμετοχής · Σελίδα {page} από {pages}',
};

export const COMPETITION_RULES: readonly RulesDocument[] = [el, en];
