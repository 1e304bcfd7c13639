/**
 * Exports: `AUTH_MAIL_TEXTS`, `AuthMailKind`, `AuthMailText`.
 * The wording of the account e-mails in the shop's six languages: one table per language, keyed by e-mail then
 * message (./texts/<lang>.json; a translator edits one file, and a language missing a message does not compile).
 * `{name}` is the first name, `{email}` the new address of an e-mail change; the link is added by mails.ts.
 * `validity` and `ignore` are the closing lines (for the notices to the old address of an e-mail change: what to do
 * if it was you, and if it was not).
 */
import type { Locale } from '../../../src/core/shared/locale';
import de from './texts/de.json';
import el from './texts/el.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import it from './texts/it.json';

export type AuthMailKind = 'activation' | 'reset' | 'email-change' | 'email-change-notice' | 'email-changed';

export interface AuthMailText {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly button: string;
  readonly validity: string;
  readonly ignore: string;
  readonly signature: string;
}

/** One language's table: every account e-mail's messages. */
export type AuthMailTexts = Readonly<Record<AuthMailKind, AuthMailText>>;

export const AUTH_MAIL_TEXTS: Readonly<Record<Locale, AuthMailTexts>> = { el, en, de, it, fr, es };
