import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of issue 15 (eslint.config.js): the wire contract (src/contract) is the server's and the HTTP
// adapters' language; the core and the UI speak the core's types. Each case lints a file that is not on disk.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function messages(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the wire contract stays out of the core and the UI (npm run lint)', () => {
  it('refuses src/core importing src/contract, even for a type', async () => {
    const found = await messages('src/core/booking/domain/bad.ts', "import { type Trip } from '../../../contract';\nexport type Leg = Trip;\n");
    expect(found).toEqual([expect.stringMatching(/src\/core speaks its own types/)]);
  });

  it('refuses src/ui importing src/contract', async () => {
    const found = await messages('src/ui/screens/booking/bad.ts', "import { type PricingAnswer } from '../../../contract';\nexport type Q = PricingAnswer;\n");
    expect(found).toEqual([expect.stringMatching(/never the wire contract/)]);
  });

  it('refuses an in-memory adapter importing src/contract: it seeds and answers in the core types', async () => {
    const found = await messages('src/adapters/in-memory/bad.ts', "import { type Trip } from '../../contract';\nexport type T = Trip;\n");
    expect(found).toEqual([expect.stringMatching(/in-memory adapters build the core's types/)]);
    expect(await messages('src/adapters/in-memory/good.ts', "import { type Sailing } from '../../core/search';\nexport type T = Sailing;\n")).toEqual([]);
  });

  it('lets the HTTP adapters and the server import it', async () => {
    expect(await messages('src/adapters/http/bad.ts', "import { type Trip } from '../../contract';\nexport type T = Trip;\n")).toEqual([]);
    expect(await messages('server/modules/booking/bad.ts', "import { type Trip } from '../../../src/contract';\nexport type T = Trip;\n")).toEqual([]);
  });
});
