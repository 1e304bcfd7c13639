/** Exports: `newsletterOpenApiPaths()`: the OpenAPI 3.1 path item of `POST /newsletter`, merged into `/api/docs`. */
import { body, failure, invalid, lang, obj, ok, str, type Schema } from '../emails/openapi-schema';
import { NEWSLETTER_GROUPS, NEWSLETTER_RATE } from './routes';

export function newsletterOpenApiPaths(): Record<string, Schema> {
  return {
    '/newsletter': {
      post: {
        summary: "Subscribes an e-mail to a language's newsletter group (the same answer when already subscribed)", operationId: 'subscribeNewsletter',
        requestBody: body(obj({ email: str({ format: 'email' }), group: str({ enum: [...NEWSLETTER_GROUPS] }), lang }, ['email', 'group'])),
        responses: {
          201: ok(obj({ message: str({ const: 'You have subscribed' }), email: str(), group: str() }), 'Subscribed'), 400: invalid,
          429: failure(`RATE_LIMITED (${NEWSLETTER_RATE.perIp} an hour per IP)`),
        },
      },
    },
  };
}
