/**
 * `GET /api/docs`: one OpenAPI 3.1 document of every call of the shop server — the foundation's (content, logs,
 * health, mailbox), the accounts' and the Booking API's with card payment — merged from the document each module
 * describes itself with.
 */
import type { ModulePlugin } from '../deps';
import { adminOpenApiPaths } from '../admin/openapi';
import { authOpenApiComponents, authOpenApiPaths } from '../auth/openapi';
import { openApiDocument } from '../booking/openapi';
import { foundationOpenApiComponents, foundationOpenApiPaths } from '../content/openapi';
import { emailsOpenApiPaths } from '../emails/openapi';
import { integrationsOpenApiPaths } from '../integrations/openapi';
import { newsletterOpenApiPaths } from '../newsletter/openapi';

type Schema = Record<string, unknown>;

export function shopOpenApiDocument(publicUrl: string): Schema {
  const booking = openApiDocument(publicUrl) as Schema & { paths: Schema; components?: { securitySchemes?: Schema } };
  const paths: Schema = { ...foundationOpenApiPaths(), ...authOpenApiPaths(), ...emailsOpenApiPaths(), ...newsletterOpenApiPaths(), ...integrationsOpenApiPaths(), ...adminOpenApiPaths() };
  for (const [path, item] of Object.entries(booking.paths)) {
    // A path two modules describe keeps the methods of both.
    paths[path] = { ...(paths[path] as Schema | undefined), ...(item as Schema) };
  }
  const securitySchemes = {
    ...(foundationOpenApiComponents().securitySchemes as Schema),
    ...(authOpenApiComponents().securitySchemes as Schema),
    ...booking.components?.securitySchemes,
  };
  return {
    ...booking,
    info: {
      title: 'Ferry shop API',
      version: '1.0.0',
      description: 'Every call of SPEC.md section 7: the Content API and accounts under /api, the Booking API under ' +
        '/booking, card payment under /api/payments. Money is integer cents (EUR); dates are Europe/Athens.',
    },
    paths,
    components: { ...booking.components, securitySchemes },
  };
}

const docsRoutes: ModulePlugin = async (app, deps) => {
  const document = shopOpenApiDocument(deps.config.publicUrl);
  app.get('/api/docs', async () => document);
};

export default docsRoutes;
