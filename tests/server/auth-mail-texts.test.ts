/**
 * The account e-mails (server/modules/auth/mails.ts): every message of every kind in every language, and each e-mail
 * as sent (subject, text and HTML parts, its link). Written before their wording moved from per-language TypeScript
 * blocks to one table per language: the snapshot proves no text changed.
 */
import { LOCALES } from '../../src/core/shared/locale';
import { AUTH_MAIL_TEXTS, type AuthMailKind } from '../../server/modules/auth/mail-texts';
import { authMail } from '../../server/modules/auth/mails';

const KINDS: readonly AuthMailKind[] = ['activation', 'reset', 'email-change', 'email-change-notice', 'email-changed'];

describe('account e-mail texts', () => {
  it.each(LOCALES)('%s: every message of every account e-mail', (lang) => {
    expect(Object.fromEntries(KINDS.map((kind) => [kind, AUTH_MAIL_TEXTS[lang][kind]]))).toMatchSnapshot();
  });

  it.each(LOCALES)('%s: each account e-mail as sent', (lang) => {
    for (const kind of KINDS) {
      const token = kind === 'email-change-notice' || kind === 'email-changed' ? undefined : 'tok-en/1+2';
      expect(authMail(kind, { publicUrl: 'https://shop.example', lang, firstName: 'Eleni <&>', token, email: 'new.eleni@example.com' }))
        .toMatchSnapshot(kind);
    }
  });
});
