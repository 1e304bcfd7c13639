/**
 * `POST /newsletter { email, group, lang? }` (SPEC.md section 7): subscribes an e-mail to a language's group
 * (`newsletter-en`: one group per language, as the web app names them). Answers 201 `{ message: 'You have subscribed',
 * email, group }`, the same whether the address was already subscribed or not (so the call tells nobody who is on the
 * list); 400 `INVALID_INPUT` naming `email` or `group`; 429 `RATE_LIMITED` past `NEWSLETTER_RATE` per IP.
 */
import { enums, object, optional } from 'superstruct';
import { LOCALES, type Locale } from '../../../src/core/shared/locale';
import { newsletterSubscriptions } from '../../database/schema/index';
import { parse } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { Lang, NormalEmail } from '../auth/structs';
import type { ModulePlugin } from '../deps';

export const NEWSLETTER_GROUPS = LOCALES.map((locale) => `newsletter-${locale}` as const);
export const NEWSLETTER_RATE = { perIp: 20, windowMs: 60 * 60_000 } as const;
export const SUBSCRIBED = 'You have subscribed';

export const SubscribeBody = object({ email: NormalEmail, group: enums(NEWSLETTER_GROUPS), lang: optional(Lang) });

const newsletterRoutes: ModulePlugin = async (app, deps) => {
  app.post('/newsletter', async (request, reply) => {
    const body = parse(SubscribeBody, request.body);
    const { db } = deps.database;
    const now = deps.clock();
    await hitRateLimit(db, { key: `newsletter:ip:${request.ip || 'unknown'}`, limit: NEWSLETTER_RATE.perIp, windowMs: NEWSLETTER_RATE.windowMs, now });
    const lang = body.group.slice('newsletter-'.length) as Locale;
    await db.insert(newsletterSubscriptions).values({ email: body.email, group: body.group, lang, createdAt: now }).onConflictDoNothing();
    return reply.code(201).send({ message: SUBSCRIBED, email: body.email, group: body.group });
  });
};

export default newsletterRoutes;
