/**
 * Exports: `PAY_TEXTS`, `PayTexts`. The embedded test payment page's texts in the shop's six languages, one table
 * per language (./texts/<lang>.json; a language missing a message does not compile). Imported with the JSON
 * attribute: the end-to-end tests load this file in Node's own ES module loader, which requires it.
 */
import type { Locale } from '../../../src/core/shared/locale';
import de from './texts/de.json' with { type: 'json' };
import el from './texts/el.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import it from './texts/it.json' with { type: 'json' };

/** The embedded test payment page's texts in one language. */
export interface PayTexts {
  readonly title: string; readonly amount: string; readonly card: string; readonly expiry: string; readonly cvv: string;
  readonly holder: string; readonly pay: string; readonly cancel: string; readonly testCards: string; readonly invalidCard: string;
  readonly secure: string; readonly secureHint: string; readonly confirm: string; readonly redirect: string;
  /** The page of an attempt the shop voided. */
  readonly voided: string;
  /** The page of an `orderid` posted before (Cardlink: "Invalid orderid (duplicate)"). */
  readonly duplicate: string;
  /** The read-only page of one attempt (GET /payments/test-processor/attempts/:attemptId). */
  readonly attempt: string; readonly unknownAttempt: string; readonly status: string; readonly captured: string;
  readonly refunded: string; readonly refunds: string; readonly started: string; readonly updated: string;
  readonly statuses: Readonly<Record<'started' | 'captured' | 'declined' | 'cancelled' | 'voided', string>>;
}

export const PAY_TEXTS: Readonly<Record<Locale, PayTexts>> = { el, en, de, it, fr, es };
