/**
 * Exports: `SEED_POSTS(facts)`, `SEED_OFFERS(facts)`, `CATEGORY_NAMES`, `SeedPost`, `SeedOffer`. The blog's 12 posts
 * (six island guides, four crossing stories, two travel tips) and the six offers, written per language and filled
 * with facts of the network.
 */
import type { Locale } from '../../../../src/core/shared/locale';
import type { CompanyFact, DestinationFact, RouteFact } from './destinations.seed-facts';
import { shortName } from './destinations.seed-facts';
import { duration, list } from './destinations.seed-text';

export type CategoryKey = 'destinations' | 'routes' | 'tips';
export const CATEGORY_NAMES: Record<'blog' | CategoryKey, Record<Locale, string>> = {
  blog: { el: 'Ιστολόγιο', en: 'Blog', de: 'Blog', it: 'Blog', fr: 'Blog', es: 'Blog' },
  destinations: { el: 'Προορισμοί', en: 'Destinations', de: 'Reiseziele', it: 'Destinazioni', fr: 'Destinations', es: 'Destinos' },
  routes: { el: 'Διαδρομές', en: 'Crossings', de: 'Überfahrten', it: 'Traversate', fr: 'Traversées', es: 'Travesías' },
  tips: { el: 'Συμβουλές', en: 'Travel tips', de: 'Reisetipps', it: 'Consigli di viaggio', fr: 'Conseils de voyage', es: 'Consejos de viaje' },
};

export interface SeedPost {
  readonly key: string;
  readonly category: CategoryKey;
  readonly publishedAt: Date;
  readonly colour: string;
  readonly text: Record<Locale, { title: string; excerpt: string; body: string }>;
}

export interface SeedOffer {
  readonly key: string;
  readonly companyCode: string;
  readonly discountPercent: number;
  readonly validFrom: Date;
  readonly validUntil: Date;
  readonly colours: readonly [string, string];
  readonly text: Record<Locale, { title: string; excerpt: string; body: string }>;
}

const LOCALE_LIST: readonly Locale[] = ['el', 'en', 'de', 'it', 'fr', 'es'];
const each = <T>(make: (locale: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALE_LIST.map((l) => [l, make(l)])) as Record<Locale, T>;

function guide(fact: DestinationFact, day: number): SeedPost {
  return {
    key: `guide-${fact.port.code}`, category: 'destinations', publishedAt: new Date(Date.UTC(2026, 2, day, 8)), colour: '#0b6e99',
    text: each((l) => {
      const name = fact.names[l];
      const near = list(fact.neighbours.slice(0, 3).map((p) => shortName(p.names[l])), l);
      const cos = list(fact.companies.slice(0, 3).map((c) => c.name), l);
      const t: Record<Locale, [string, string, string]> = {
        el: [`${name}: οδηγός για ταξιδιώτες με πλοίο`, `Πώς θα φτάσετε στο λιμάνι και πού θα συνεχίσετε από εκεί.`,
          `<p>Τα πλοία των ${cos} δένουν στο λιμάνι όλο το καλοκαίρι.</p><h2>Επόμενος σταθμός</h2><p>Από εδώ συνεχίζετε εύκολα προς ${near}: συνδυάστε τα σε ένα ταξίδι island hopping.</p><p>Κλείστε νωρίς τον Αύγουστο, όταν τα πλοία γεμίζουν.</p>`],
        en: [`${name}: a guide for ferry travellers`, `How to get to the port and where to sail on from there.`,
          `<p>Ships of ${cos} call at the port all summer long.</p><h2>Next stop</h2><p>From here you sail on easily to ${near}: combine them into one island-hopping trip.</p><p>Book early for August, when the ships fill up.</p>`],
        de: [`${name}: ein Reiseführer für Fährreisende`, `Wie Sie zum Hafen kommen und wohin es von dort weitergeht.`,
          `<p>Schiffe von ${cos} laufen den Hafen den ganzen Sommer an.</p><h2>Nächster Halt</h2><p>Von hier geht es bequem weiter nach ${near}: verbinden Sie sie zu einer Inselhopping-Reise.</p><p>Buchen Sie für August früh, dann sind die Schiffe voll.</p>`],
        it: [`${name}: guida per chi viaggia in traghetto`, `Come arrivare al porto e dove proseguire da lì.`,
          `<p>Le navi di ${cos} fanno scalo al porto per tutta l'estate.</p><h2>Prossima tappa</h2><p>Da qui si prosegue facilmente verso ${near}: uniscile in un unico viaggio tra le isole.</p><p>Prenota presto per agosto, quando le navi si riempiono.</p>`],
        fr: [`${name} : le guide du voyageur en ferry`, `Comment rejoindre le port et où continuer ensuite.`,
          `<p>Les navires de ${cos} font escale au port tout l'été.</p><h2>Prochaine escale</h2><p>D'ici, vous continuez facilement vers ${near} : combinez-les en un seul voyage d'île en île.</p><p>Réservez tôt pour août, quand les navires sont complets.</p>`],
        es: [`${name}: guía para viajeros en ferry`, `Cómo llegar al puerto y adónde seguir desde allí.`,
          `<p>Los barcos de ${cos} hacen escala en el puerto todo el verano.</p><h2>Próxima parada</h2><p>Desde aquí se sigue fácilmente a ${near}: combínelas en un solo viaje entre islas.</p><p>Reserve pronto para agosto, cuando los barcos se llenan.</p>`],
      };
      const [title, excerpt, body] = t[l];
      return { title, excerpt, body };
    }),
  };
}

function story(fact: RouteFact, day: number): SeedPost {
  return {
    key: `crossing-${fact.from.code}-${fact.to.code}`, category: 'routes', publishedAt: new Date(Date.UTC(2026, 3, day, 8)), colour: '#1b4f72',
    text: each((l) => {
      const from = shortName(fact.from.names[l]);
      const to = shortName(fact.to.names[l]);
      const fast = duration(fact.fastest.minutes, l);
      const cos = list(fact.companies.map((c) => c.name), l);
      const m = fact.fastest.miles;
      const t: Record<Locale, [string, string, string]> = {
        el: [`${from} – ${to} με πλοίο: οδηγός διαδρομής`, `${m} ναυτικά μίλια, από ${fast}.`,
          `<p>Το ταξίδι ${from} – ${to} διαρκεί από ${fast} και καλύπτει περίπου ${m} ναυτικά μίλια.</p><h2>Ποιες εταιρείες</h2><p>Τη γραμμή εκτελούν ${cos}.</p><p>Φτάστε στο λιμάνι τουλάχιστον 30 λεπτά πριν την αναχώρηση, ή μία ώρα με όχημα.</p>`],
        en: [`From ${from} to ${to} by ferry`, `${m} nautical miles, from ${fast}.`,
          `<p>The crossing ${from} – ${to} takes from ${fast} and covers about ${m} nautical miles.</p><h2>Which companies</h2><p>The line is run by ${cos}.</p><p>Be at the port at least 30 minutes before departure, or an hour with a vehicle.</p>`],
        de: [`Mit der Fähre von ${from} nach ${to}`, `${m} Seemeilen, ab ${fast}.`,
          `<p>Die Überfahrt ${from} – ${to} dauert ab ${fast} und ist etwa ${m} Seemeilen lang.</p><h2>Welche Reedereien</h2><p>Die Linie bedienen ${cos}.</p><p>Seien Sie mindestens 30 Minuten vor Abfahrt am Hafen, mit Fahrzeug eine Stunde.</p>`],
        it: [`Da ${from} a ${to} in traghetto`, `${m} miglia nautiche, da ${fast}.`,
          `<p>La traversata ${from} – ${to} dura da ${fast} e copre circa ${m} miglia nautiche.</p><h2>Quali compagnie</h2><p>La linea è operata da ${cos}.</p><p>Arriva al porto almeno 30 minuti prima della partenza, un'ora con un veicolo.</p>`],
        fr: [`De ${from} à ${to} en ferry`, `${m} milles nautiques, à partir de ${fast}.`,
          `<p>La traversée ${from} – ${to} dure à partir de ${fast} et couvre environ ${m} milles nautiques.</p><h2>Quelles compagnies</h2><p>La ligne est assurée par ${cos}.</p><p>Soyez au port au moins 30 minutes avant le départ, une heure avec un véhicule.</p>`],
        es: [`De ${from} a ${to} en ferry`, `${m} millas náuticas, desde ${fast}.`,
          `<p>La travesía ${from} – ${to} dura desde ${fast} y cubre unas ${m} millas náuticas.</p><h2>Qué navieras</h2><p>La línea la operan ${cos}.</p><p>Llegue al puerto al menos 30 minutos antes de la salida, o una hora con vehículo.</p>`],
      };
      const [title, excerpt, body] = t[l].map((text) => text.replace(/\.\./g, '.')) as [string, string, string];
      return { title, excerpt, body };
    }),
  };
}

const TIPS: readonly SeedPost[] = [
  {
    key: 'tip-pets', category: 'tips', publishedAt: new Date(Date.UTC(2026, 4, 5, 8)), colour: '#6a1b9a',
    text: {
      el: { title: 'Ταξίδι με πλοίο μαζί με το κατοικίδιό σας', excerpt: 'Τι χρειάζεται για σκύλους και γάτες στο πλοίο.', body: '<p>Τα περισσότερα πλοία δέχονται κατοικίδια σε ειδικούς χώρους ή σε κλουβί.</p><h2>Πριν το ταξίδι</h2><ul><li>Δηλώστε το κατοικίδιο στην κράτηση.</li><li>Έχετε μαζί το βιβλιάριο υγείας και τον αριθμό microchip.</li></ul>' },
      en: { title: 'Taking the ferry with your pet', excerpt: 'What dogs and cats need on board.', body: '<p>Most ships carry pets in kennels or in a carrier in the pet areas.</p><h2>Before you sail</h2><ul><li>Add the pet to your booking.</li><li>Bring its health booklet and microchip number.</li></ul>' },
      de: { title: 'Mit dem Haustier auf die Fähre', excerpt: 'Was Hunde und Katzen an Bord brauchen.', body: '<p>Die meisten Schiffe befördern Haustiere in Zwingern oder in einer Transportbox in den Tierbereichen.</p><h2>Vor der Abfahrt</h2><ul><li>Geben Sie das Tier bei der Buchung an.</li><li>Nehmen Sie den Impfpass und die Chipnummer mit.</li></ul>' },
      it: { title: 'In traghetto con il tuo animale', excerpt: 'Cosa serve a cani e gatti a bordo.', body: '<p>La maggior parte delle navi trasporta gli animali nei canili di bordo o in un trasportino nelle aree dedicate.</p><h2>Prima della partenza</h2><ul><li>Aggiungi l\'animale alla prenotazione.</li><li>Porta il libretto sanitario e il numero del microchip.</li></ul>' },
      fr: { title: 'Prendre le ferry avec votre animal', excerpt: 'Ce dont chiens et chats ont besoin à bord.', body: '<p>La plupart des navires acceptent les animaux en chenil ou dans une caisse de transport dans les espaces prévus.</p><h2>Avant le départ</h2><ul><li>Ajoutez l\'animal à votre réservation.</li><li>Emportez son carnet de santé et le numéro de sa puce.</li></ul>' },
      es: { title: 'Viajar en ferry con su mascota', excerpt: 'Lo que necesitan perros y gatos a bordo.', body: '<p>La mayoría de los barcos llevan mascotas en perreras o en un transportín en las zonas para animales.</p><h2>Antes de zarpar</h2><ul><li>Añada la mascota a su reserva.</li><li>Lleve su cartilla sanitaria y el número de microchip.</li></ul>' },
    },
  },
  {
    key: 'tip-car', category: 'tips', publishedAt: new Date(Date.UTC(2026, 4, 12, 8)), colour: '#5d4037',
    text: {
      el: { title: 'Με το αυτοκίνητο στο πλοίο', excerpt: 'Μήκος οχήματος, επιβίβαση και χρόνοι άφιξης.', body: '<p>Η τιμή του οχήματος εξαρτάται από το μήκος του: δηλώστε το με ακρίβεια, μαζί με τυχόν τρέιλερ.</p><h2>Στο λιμάνι</h2><p>Φτάστε μία ώρα πριν την αναχώρηση· τα οχήματα επιβιβάζονται πρώτα.</p>' },
      en: { title: 'Taking your car on the ferry', excerpt: 'Vehicle length, boarding and arrival times.', body: '<p>A vehicle\'s fare depends on its length: give it exactly, together with any trailer.</p><h2>At the port</h2><p>Arrive an hour before departure; vehicles board first.</p>' },
      de: { title: 'Mit dem Auto auf die Fähre', excerpt: 'Fahrzeuglänge, Einschiffung und Ankunftszeiten.', body: '<p>Der Fahrpreis eines Fahrzeugs richtet sich nach seiner Länge: geben Sie sie genau an, auch die eines Anhängers.</p><h2>Am Hafen</h2><p>Seien Sie eine Stunde vor Abfahrt da; Fahrzeuge werden zuerst verladen.</p>' },
      it: { title: 'In traghetto con l\'auto', excerpt: 'Lunghezza del veicolo, imbarco e orari di arrivo.', body: '<p>La tariffa di un veicolo dipende dalla sua lunghezza: indicala con precisione, insieme a quella di un eventuale rimorchio.</p><h2>Al porto</h2><p>Arriva un\'ora prima della partenza; i veicoli si imbarcano per primi.</p>' },
      fr: { title: 'Prendre le ferry avec sa voiture', excerpt: 'Longueur du véhicule, embarquement et heures d\'arrivée.', body: '<p>Le tarif d\'un véhicule dépend de sa longueur : indiquez-la exactement, avec celle d\'une éventuelle remorque.</p><h2>Au port</h2><p>Arrivez une heure avant le départ ; les véhicules embarquent en premier.</p>' },
      es: { title: 'Viajar en ferry con el coche', excerpt: 'Longitud del vehículo, embarque y horas de llegada.', body: '<p>La tarifa de un vehículo depende de su longitud: indíquela con exactitud, junto con la de un remolque.</p><h2>En el puerto</h2><p>Llegue una hora antes de la salida; los vehículos embarcan primero.</p>' },
    },
  },
];

export function seedPosts(destinations: readonly DestinationFact[], routes: readonly RouteFact[]): SeedPost[] {
  const guides = ['JTR', 'JMK', 'CHQ', 'RHO', 'CFU', 'HYD'].map((code, i) => guide(destinations.find((d) => d.port.code === code) as DestinationFact, 2 + i * 4));
  const stories = routes.slice(0, 4).map((r, i) => story(r, 3 + i * 6));
  return [...guides, ...stories, ...TIPS];
}

export function seedOffers(companies: readonly CompanyFact[]): SeedOffer[] {
  const picks: [string, number, number][] = [['ASL', 15, 3], ['CFF', 20, 4], ['MLT', 10, 5], ['DSL', 25, 6], ['IPF', 12, 3], ['ABL', 30, 2]];
  return picks.map(([code, percent, month]) => {
    const fact = companies.find((c) => c.company.code === code) as CompanyFact;
    const name = fact.company.name;
    return {
      key: `offer-${code}`, companyCode: code, discountPercent: percent,
      validFrom: new Date(Date.UTC(2026, month - 1, 1)), validUntil: new Date(Date.UTC(2027, 9, 31, 21)), colours: ['#c0392b', '#ffffff'],
      text: each((l) => {
        const ports = list(fact.ports.slice(0, 4).map((p) => shortName(p.names[l])), l);
        const t: Record<Locale, [string, string, string]> = {
          el: [`${percent}% έκπτωση με ${name}`, `Έκπτωση ${percent}% σε εισιτήρια της ${name}.`, `<p>Κλείστε εισιτήρια της ${name} προς ${ports} και κερδίστε ${percent}% έκπτωση στον ναύλο επιβατών.</p><p>Ισχύει για ταξίδια έως τις 31/10/2027, όσο υπάρχουν διαθέσιμες θέσεις.</p>`],
          en: [`${percent}% off with ${name}`, `Save ${percent}% on ${name} tickets.`, `<p>Book ${name} tickets to ${ports} and save ${percent}% on passenger fares.</p><p>Valid for trips until 31 October 2027, while seats last.</p>`],
          de: [`${percent} % Rabatt mit ${name}`, `Sparen Sie ${percent} % bei Tickets von ${name}.`, `<p>Buchen Sie Tickets von ${name} nach ${ports} und sparen Sie ${percent} % auf Passagierpreise.</p><p>Gültig für Reisen bis 31. Oktober 2027, solange Plätze frei sind.</p>`],
          it: [`Sconto del ${percent}% con ${name}`, `Risparmia il ${percent}% sui biglietti ${name}.`, `<p>Prenota biglietti ${name} per ${ports} e risparmia il ${percent}% sulle tariffe passeggeri.</p><p>Valido per viaggi fino al 31 ottobre 2027, fino a esaurimento posti.</p>`],
          fr: [`${percent} % de réduction avec ${name}`, `Économisez ${percent} % sur les billets ${name}.`, `<p>Réservez des billets ${name} pour ${ports} et économisez ${percent} % sur les tarifs passagers.</p><p>Valable pour les voyages jusqu'au 31 octobre 2027, dans la limite des places disponibles.</p>`],
          es: [`${percent}% de descuento con ${name}`, `Ahorre un ${percent}% en billetes de ${name}.`, `<p>Reserve billetes de ${name} a ${ports} y ahorre un ${percent}% en las tarifas de pasajeros.</p><p>Válido para viajes hasta el 31 de octubre de 2027, hasta agotar plazas.</p>`],
        };
        const [title, excerpt, body] = t[l];
        return { title, excerpt, body };
      }),
    };
  });
}
