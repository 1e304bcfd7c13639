import { type PageSection } from '../../core/content';
import { type Locale } from '../../core/shared/locale';

/** A stored page version of the in-memory content: its language versions share `translationKey`. */
export interface InMemoryPage {
  id: number;
  translationKey: string;
  slug: string;
  locale: Locale;
  active: boolean;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  sections: PageSection[];
  /** SPEC.md section 2's flags (default: a page for everyone). */
  guestOnly?: boolean;
  unprotected?: boolean;
}

let nextSection = 1;
function section(component: string, items: [key: string, value: string][]): PageSection {
  return {
    id: nextSection++,
    component,
    items: items.map(([key, value]) => ({ key, value, destinationId: null, companyId: null, postId: null })),
  };
}

function page(id: number, translationKey: string, locale: Locale, slug: string, title: string, description: string, sections: PageSection[]): InMemoryPage {
  return { id, translationKey, slug, locale, active: true, title, metaTitle: `${title} | FerryShop`, metaDescription: description, sections };
}

/** Demo content pages (a subset of the server's seed, same slugs): terms in three languages, the FAQ in two. */
export function seedPages(): InMemoryPage[] {
  nextSection = 1;
  return [
    page(1, 'terms', 'en', 'terms-and-conditions', 'Terms and conditions', 'The terms under which FerryShop sells ferry tickets.', [
      section('RichText', [['heading', '1. Scope'], ['html', '<p>These terms apply to every booking made on this website.</p>']]),
      section('RichText', [['heading', '2. Our role'], ['html', '<p>FerryShop acts as an <strong>authorised reseller</strong> of the ferry companies.</p>']]),
      section('ContactCard', [['heading', 'Questions about these terms?'], ['html', '<p>Our customer care team is glad to help.</p>']]),
    ]),
    page(2, 'terms', 'el', 'oroi-and-proypo8eseis', 'Όροι και προϋποθέσεις', 'Οι όροι με τους οποίους το FerryShop πουλά ακτοπλοϊκά εισιτήρια.', [
      section('RichText', [['heading', '1. Πεδίο εφαρμογής'], ['html', '<p>Οι παρόντες όροι ισχύουν για κάθε κράτηση.</p>']]),
    ]),
    page(3, 'terms', 'de', 'allgemeine-geschaeftsbedingungen', 'Allgemeine Geschäftsbedingungen', 'Die Bedingungen, unter denen FerryShop Fährtickets verkauft.', [
      section('RichText', [['heading', '1. Geltungsbereich'], ['html', '<p>Diese Bedingungen gelten für jede Buchung auf dieser Website.</p>']]),
    ]),
    page(4, 'faq', 'en', 'faq', 'Frequently asked questions', 'Answers about booking ferry tickets.', [
      section('Faq', [
        ['heading', 'Booking and tickets'],
        ['question', 'Do I need to print my ticket?'], ['answerHtml', '<p>Most companies accept an <strong>e-ticket</strong>.</p>'],
        ['question', 'When should I be at the port?'], ['answerHtml', '<p>At least one hour before departure with a vehicle.</p>'],
      ]),
      section('Carousel', [['heading', 'A template this app does not know']]),
    ]),
    page(5, 'faq', 'de', 'haeufige-fragen', 'Häufige Fragen', 'Antworten zur Buchung von Fährtickets.', [
      section('Faq', [['heading', 'Buchung und Tickets'], ['question', 'Muss ich mein Ticket ausdrucken?'], ['answerHtml', '<p>Die meisten Reedereien akzeptieren ein E-Ticket.</p>']]),
    ]),
  ];
}
