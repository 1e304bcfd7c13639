import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules `npm run lint` checks with dependency-cruiser (.dependency-cruiser.cjs), each fed a bad file:
// a small tree with the project's folder names is written to a temporary folder and cruised from there.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

let base: string;
beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

async function violations(name: string, files: Record<string, string>): Promise<string[]> {
  const dir = path.join(base, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['src', 'server', 'bench', 'scripts'].filter((top) => fs.existsSync(path.join(dir, top))),
    { ...options, baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden } });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('import rules (npm run lint)', () => {
  it('refuses a cycle of two files', async () => {
    expect(await violations('cycle', {
      'bench/support.ts': "import { median } from './web';\nexport const round = (n: number): number => Math.round(median(n));\n",
      'bench/web.ts': "import { round } from './support';\nexport const median = (n: number): number => n;\nexport const show = round;\n",
    })).toEqual(['no-cycle: bench/support.ts -> bench/web.ts']);
  });

  it('refuses a cycle whose one side imports only a type', async () => {
    expect(await violations('type-cycle', {
      'server/mail/routes.ts': "import { renderMailbox } from './mailbox-page';\nexport interface MailboxEntry { to: string }\nexport const page = renderMailbox;\n",
      'server/mail/mailbox-page.ts': "import type { MailboxEntry } from './routes';\nexport const renderMailbox = (entries: MailboxEntry[]): string => entries.join();\n",
    })).toEqual(['no-cycle: server/mail/mailbox-page.ts -> server/mail/routes.ts']);
  });

  it('refuses a ui/shared file that imports a screen, even for a type', async () => {
    expect(await violations('shared', {
      'src/ui/shared/header.tsx': "import { type Step } from '../screens/booking/step';\nexport const first: Step = 1;\n",
      'src/ui/screens/booking/step.ts': 'export type Step = 1 | 2 | 3;\n',
    })).toEqual(['shared-imports-no-screen: src/ui/shared/header.tsx -> src/ui/screens/booking/step.ts']);
  });

  it('refuses a screen that imports another screen, and lets it import its own parts and ui/shared', async () => {
    expect(await violations('screens', {
      'src/ui/screens/success/success-page.tsx': [
        "import { steps } from '../booking/step1/steps';",
        "import { title } from './title';",
        "import { brand } from '../../shared/brand';",
        'export const page = [steps, title, brand];',
      ].join('\n'),
      'src/ui/screens/success/title.ts': "export const title = 'ok';\n",
      'src/ui/screens/booking/step1/steps.ts': 'export const steps = 3;\n',
      'src/ui/shared/brand.ts': "export const brand = 'FerryShop';\n",
    })).toEqual(['screen-imports-no-other-screen: src/ui/screens/success/success-page.tsx -> src/ui/screens/booking/step1/steps.ts']);
  });

  it('refuses a server module that imports the saga or the composition root, even for a type, and lets the saga import a module', async () => {
    expect(await violations('server-modules', {
      'server/modules/booking/booking.service.ts': "import type { BookingSaga } from '../../saga/booking-saga';\nexport type Steps = BookingSaga;\n",
      'server/modules/deps.ts': "import type { Shop } from '../composition';\nexport interface ModuleDeps { shop: Shop }\n",
      'server/modules/booking/steps.ts': 'export interface BookingSteps { drive(id: number): Promise<void> }\n',
      'server/saga/booking-saga.ts': "import type { BookingSteps } from '../modules/booking/steps';\nexport class BookingSaga implements BookingSteps { async drive(): Promise<void> {} }\n",
      'server/composition.ts': "import { BookingSaga } from './saga/booking-saga';\nexport interface Shop { saga: BookingSaga }\n",
    })).toEqual([
      'server-modules-import-no-saga-or-root: server/modules/booking/booking.service.ts -> server/saga/booking-saga.ts',
      'server-modules-import-no-saga-or-root: server/modules/deps.ts -> server/composition.ts',
    ]);
  });
});
