// drizzle-kit: generates SQL migrations from the schema. Run only as `flock /tmp/drizzle.lock npm run db:generate`
// (several engineers add schema files), and never edit a generated migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/database/schema/index.ts',
  out: './server/database/migrations',
});
