/**
 * Exports: `DemoTaxRegistry`, `DEMO_TAX_RECORDS`.
 * The embedded tax register: a few fixed demo businesses, and for any other valid ΑΦΜ a business computed from the
 * number (the same number always gives the same business). ΑΦΜ starting `000` are not registered (not found), so
 * the 'unknown' path can be tried with a valid number. The companies are invented.
 */
import { createHash } from 'node:crypto';
import type { TaxRecord, TaxRegistry } from '../../ports/tax-registry';

export const DEMO_TAX_RECORDS: readonly TaxRecord[] = [
  {
    tax: '094014201', companyName: 'ΑΙΓΑΙΟ ΤΟΥΡΙΣΤΙΚΗ ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ', legalForm: 'ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ', activityCode: '79.11',
    activity: 'ΔΡΑΣΤΗΡΙΟΤΗΤΕΣ ΤΑΞΙΔΙΩΤΙΚΩΝ ΠΡΑΚΤΟΡΕΙΩΝ', taxOffice: 'ΦΑΕ ΠΕΙΡΑΙΑ', street: 'ΑΚΤΗ ΜΙΑΟΥΛΗ 1', zipCode: '18538',
    city: 'ΠΕΙΡΑΙΑΣ', address: 'ΑΚΤΗ ΜΙΑΟΥΛΗ 1, 18538 ΠΕΙΡΑΙΑΣ', registry: '000123401000', active: true, registeredOn: '1998-04-14',
  },
  {
    tax: '800000014', companyName: 'ΚΥΚΛΑΔΙΚΕΣ ΜΕΤΑΦΟΡΕΣ ΜΟΝΟΠΡΟΣΩΠΗ ΙΚΕ', legalForm: 'ΙΔΙΩΤΙΚΗ ΚΕΦΑΛΑΙΟΥΧΙΚΗ ΕΤΑΙΡΕΙΑ', activityCode: '49.41',
    activity: 'ΟΔΙΚΕΣ ΜΕΤΑΦΟΡΕΣ ΕΜΠΟΡΕΥΜΑΤΩΝ', taxOffice: 'ΝΑΞΟΥ', street: 'ΠΑΡΑΛΙΑ ΝΑΞΟΥ 12', zipCode: '84300',
    city: 'ΝΑΞΟΣ', address: 'ΠΑΡΑΛΙΑ ΝΑΞΟΥ 12, 84300 ΝΑΞΟΣ', registry: '140512344000', active: true, registeredOn: '2016-09-01',
  },
  {
    tax: '999999993', companyName: 'ΠΑΛΑΙΑ ΝΑΥΤΙΛΙΑΚΗ ΟΕ', legalForm: 'ΟΜΟΡΡΥΘΜΗ ΕΤΑΙΡΕΙΑ', activityCode: '50.10',
    activity: 'ΘΑΛΑΣΣΙΕΣ ΚΑΙ ΑΚΤΟΠΛΟΪΚΕΣ ΜΕΤΑΦΟΡΕΣ ΕΠΙΒΑΤΩΝ', taxOffice: 'Α΄ ΠΕΙΡΑΙΑ', street: 'ΝΟΤΑΡΑ 50', zipCode: '18535',
    city: 'ΠΕΙΡΑΙΑΣ', address: 'ΝΟΤΑΡΑ 50, 18535 ΠΕΙΡΑΙΑΣ', registry: '000987601000', active: false, registeredOn: '1979-02-20',
  },
];

const NAMES = ['ΑΙΓΑΙΟ', 'ΠΟΣΕΙΔΩΝ', 'ΚΥΜΑ', 'ΟΡΙΖΩΝ', 'ΓΑΛΑΖΙΟ', 'ΑΡΓΩ', 'ΔΗΛΟΣ', 'ΑΣΤΕΡΙ', 'ΕΛΙΑ', 'ΑΜΦΙΤΡΙΤΗ', 'ΝΗΡΕΑΣ', 'ΦΑΡΟΣ'];
const FORMS: readonly [string, string][] = [
  ['ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ', 'ΑΕ'], ['ΙΔΙΩΤΙΚΗ ΚΕΦΑΛΑΙΟΥΧΙΚΗ ΕΤΑΙΡΕΙΑ', 'ΙΚΕ'], ['ΕΤΑΙΡΕΙΑ ΠΕΡΙΟΡΙΣΜΕΝΗΣ ΕΥΘΥΝΗΣ', 'ΕΠΕ'], ['ΟΜΟΡΡΥΘΜΗ ΕΤΑΙΡΕΙΑ', 'ΟΕ'],
];
const ACTIVITIES: readonly [string, string, string][] = [
  ['79.11', 'ΔΡΑΣΤΗΡΙΟΤΗΤΕΣ ΤΑΞΙΔΙΩΤΙΚΩΝ ΠΡΑΚΤΟΡΕΙΩΝ', 'ΤΟΥΡΙΣΤΙΚΗ'], ['55.10', 'ΞΕΝΟΔΟΧΕΙΑ ΚΑΙ ΠΑΡΟΜΟΙΑ ΚΑΤΑΛΥΜΑΤΑ', 'ΞΕΝΟΔΟΧΕΙΑΚΗ'],
  ['56.10', 'ΕΣΤΙΑΤΟΡΙΑ ΚΑΙ ΚΙΝΗΤΕΣ ΜΟΝΑΔΕΣ ΕΣΤΙΑΣΗΣ', 'ΕΣΤΙΑΣΗΣ'], ['49.41', 'ΟΔΙΚΕΣ ΜΕΤΑΦΟΡΕΣ ΕΜΠΟΡΕΥΜΑΤΩΝ', 'ΜΕΤΑΦΟΡΙΚΗ'],
  ['46.90', 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΧΩΡΙΣ ΕΞΕΙΔΙΚΕΥΣΗ', 'ΕΜΠΟΡΙΚΗ'], ['62.01', 'ΔΡΑΣΤΗΡΙΟΤΗΤΕΣ ΠΡΟΓΡΑΜΜΑΤΙΣΜΟΥ Η/Υ', 'ΠΛΗΡΟΦΟΡΙΚΗΣ'],
  ['41.20', 'ΚΑΤΑΣΚΕΥΑΣΤΙΚΕΣ ΕΡΓΑΣΙΕΣ ΚΤΙΡΙΩΝ', 'ΤΕΧΝΙΚΗ'], ['01.26', 'ΚΑΛΛΙΕΡΓΕΙΑ ΕΛΑΙΟΦΟΡΩΝ ΚΑΡΠΩΝ', 'ΑΓΡΟΤΙΚΗ'],
];
const PLACES: readonly [office: string, street: string, zip: string, city: string][] = [
  ['Α΄ ΑΘΗΝΩΝ', 'ΠΑΝΕΠΙΣΤΗΜΙΟΥ', '10679', 'ΑΘΗΝΑ'], ['ΦΑΕ ΑΘΗΝΩΝ', 'ΒΑΣ. ΣΟΦΙΑΣ', '11521', 'ΑΘΗΝΑ'], ['Α΄ ΠΕΙΡΑΙΑ', 'ΗΡΩΩΝ ΠΟΛΥΤΕΧΝΕΙΟΥ', '18536', 'ΠΕΙΡΑΙΑΣ'],
  ['ΚΗΦΙΣΙΑΣ', 'ΤΑΤΟΪΟΥ', '14561', 'ΚΗΦΙΣΙΑ'], ['Δ΄ ΘΕΣΣΑΛΟΝΙΚΗΣ', 'ΤΣΙΜΙΣΚΗ', '54623', 'ΘΕΣΣΑΛΟΝΙΚΗ'], ['Α΄ ΠΑΤΡΩΝ', 'ΜΑΙΖΩΝΟΣ', '26221', 'ΠΑΤΡΑ'],
  ['ΗΡΑΚΛΕΙΟΥ', 'ΛΕΩΦ. ΙΚΑΡΟΥ', '71306', 'ΗΡΑΚΛΕΙΟ'], ['ΧΑΝΙΩΝ', 'ΧΑΛΗΔΩΝ', '73131', 'ΧΑΝΙΑ'], ['ΣΥΡΟΥ', 'ΑΚΤΗ ΠΑΠΑΓΟΥ', '84100', 'ΕΡΜΟΥΠΟΛΗ'],
  ['ΡΟΔΟΥ', 'ΑΜΜΟΧΩΣΤΟΥ', '85100', 'ΡΟΔΟΣ'], ['ΚΕΡΚΥΡΑΣ', 'ΑΛΕΞΑΝΔΡΑΣ', '49100', 'ΚΕΡΚΥΡΑ'], ['ΒΟΛΟΥ', 'ΑΡΓΟΝΑΥΤΩΝ', '38221', 'ΒΟΛΟΣ'],
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

export class DemoTaxRegistry implements TaxRegistry {
  private readonly fixed = new Map(DEMO_TAX_RECORDS.map((r) => [r.tax, r]));

  async lookup(tax: string): Promise<TaxRecord | undefined> {
    const known = this.fixed.get(tax);
    if (known) return known;
    if (tax.startsWith('000')) return undefined;
    const bytes = createHash('sha256').update(`afm:${tax}`).digest();
    const [form, short] = pick(FORMS, bytes[0] ?? 0);
    const [activityCode, activity, adjective] = pick(ACTIVITIES, bytes[1] ?? 0);
    const [taxOffice, streetName, zipCode, city] = pick(PLACES, bytes[2] ?? 0);
    const street = `${streetName} ${1 + ((bytes[3] ?? 0) % 120)}`;
    const year = 1975 + ((bytes[4] ?? 0) % 49);
    const month = String(1 + ((bytes[5] ?? 0) % 12)).padStart(2, '0');
    const day = String(1 + ((bytes[6] ?? 0) % 28)).padStart(2, '0');
    return {
      tax, companyName: `${pick(NAMES, bytes[7] ?? 0)} ${adjective} ${short}`, legalForm: form, activity, activityCode, taxOffice,
      street, zipCode, city, address: `${street}, ${zipCode} ${city}`,
      registry: String(bytes.readUIntBE(8, 5) % 1e9).padStart(9, '0') + '000',
      active: (bytes[13] ?? 0) % 10 !== 0, registeredOn: `${year}-${month}-${day}`,
    };
  }
}
