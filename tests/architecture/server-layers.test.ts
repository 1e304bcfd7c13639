import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's layers: its parts ("rooms": a module folder `server/modules/<name>/`, another folder of `server/`, or a
// file directly in `server/` or `server/modules/`) must stand one above another, each importing only parts below it.
// An import that runs back up makes two parts import each other, through any number of files: a cycle of parts
// (no file cycle is needed: dependency-cruiser's no-cycle rule sees files only). A module never imports the saga or the
// composition root (rule server-modules-import-no-saga-or-root in .dependency-cruiser.cjs: it declares what it needs
// of them in its own folder, booking/steps.ts and booking/shop.ts). The one arrow that runs back up today is
// named below with why it stays (docs/DEVELOPING.md, "Who may import whom"); any other is refused, and a test feeds
// the check a bad tree so it is known to fail.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** Arrows that run back up, kept on purpose (part → part). Remove a line when its arrow is gone. */
const KEPT_ARROWS_BACK_UP: readonly (readonly [string, string])[] = [
  // The assistance request queues its e-mail in the transaction that records it (booking/assistance.ts); the
  // e-mails module reads orders through the booking module (order access, the reservation).
  ['server/modules/booking/', 'server/modules/emails/'],
];

/** The part a server file belongs to. */
export function roomOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'server') return file;
  if (parts.length === 2) return file;
  if (parts[1] === 'modules') return parts.length === 3 ? file : `server/modules/${parts[2]}/`;
  return `server/${parts[1]}/`;
}

/** The imports between parts of `server/` under `dir`: part → part → one file → file that shows it. */
async function partArrows(dir: string, tsConfig: boolean): Promise<Map<string, Map<string, string>>> {
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['server'], { ...options, baseDir: dir, validate: false, skipAnalysisNotInRules: false },
    undefined, tsConfig ? { tsConfig: { fileName: path.join(dir, 'tsconfig.json') } as never } : undefined);
  const arrows = new Map<string, Map<string, string>>();
  for (const module of (result.output as ICruiseResult).modules) {
    if (!module.source.startsWith('server/')) continue;
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith('server/') || dependency.resolved.startsWith('server/database/migrations/')) continue;
      const from = roomOf(module.source);
      const to = roomOf(dependency.resolved);
      if (from === to) continue;
      const targets = arrows.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${module.source} -> ${dependency.resolved}`);
      arrows.set(from, targets);
    }
  }
  return arrows;
}

/** The arrows (part → part, with one file import that makes each) of every cycle of parts once the kept arrows are left out. */
export function arrowsBackUp(arrows: Map<string, Map<string, string>>, kept: readonly (readonly [string, string])[]): string[] {
  const edges = new Map<string, string[]>();
  for (const [from, targets] of arrows) {
    edges.set(from, [...targets.keys()].filter((to) => !kept.some(([a, b]) => a === from && b === to)));
  }
  // Tarjan's strongly connected components: a component of two parts or more is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const component = new Map<string, number>();
  let components = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.set(member, components);
      } while (member !== node);
      components += 1;
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  const sizes = new Map<number, number>();
  for (const c of component.values()) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  const inCycle = (a: string, b: string) => component.get(a) === component.get(b) && (sizes.get(component.get(a) as number) ?? 0) > 1;
  return [...edges].flatMap(([from, targets]) => targets.filter((to) => inCycle(from, to))
    .map((to) => `${from} -> ${to} (${arrows.get(from)?.get(to) ?? ''})`)).sort();
}

let base: string;
beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'server-layers-'));
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const dir = path.join(base, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('server layers (no new arrow back up)', () => {
  it('the server has no cycle of parts but the kept arrows, and each kept arrow still exists', async () => {
    const arrows = await partArrows(path.resolve(import.meta.dirname, '../..'), true);
    expect(arrows.size).toBeGreaterThan(20);
    expect(arrowsBackUp(arrows, KEPT_ARROWS_BACK_UP)).toEqual([]);
    for (const [from, to] of KEPT_ARROWS_BACK_UP) expect(arrows.get(from)?.has(to), `${from} -> ${to} is gone: remove it from the list`).toBe(true);
  }, 120_000);

  it('refuses a lower part that imports a higher one, even for a type and through another file', async () => {
    const dir = tree('back-up', {
      'server/mail/links.ts': "import type { Row } from './rows';\nexport const link = (row: Row): string => row.code;\n",
      'server/mail/rows.ts': "import type { OrderRow } from '../modules/booking/reservation';\nexport type Row = OrderRow;\n",
      'server/modules/booking/reservation.ts': "export interface OrderRow { code: string }\n",
      'server/modules/booking/routes.ts': "import { link } from '../../mail/links';\nexport const routes = [link];\n",
    });
    expect(arrowsBackUp(await partArrows(dir, false), KEPT_ARROWS_BACK_UP)).toEqual([
      'server/mail/ -> server/modules/booking/ (server/mail/rows.ts -> server/modules/booking/reservation.ts)',
      'server/modules/booking/ -> server/mail/ (server/modules/booking/routes.ts -> server/mail/links.ts)',
    ]);
  });

  it('lets a kept arrow through, and a higher part import a lower one', async () => {
    const dir = tree('kept', {
      'server/modules/booking/assistance.ts': "import { assistanceMail } from '../emails/assistance-mail';\nexport const mail = assistanceMail;\n",
      'server/modules/emails/assistance-mail.ts': "import { link } from '../booking/reservation';\nexport const assistanceMail = link;\n",
      'server/modules/booking/reservation.ts': "import { link as mailLink } from '../../mail/links';\nexport const link = mailLink;\n",
      'server/mail/links.ts': 'export const link = (): string => "/";\n',
    });
    expect(arrowsBackUp(await partArrows(dir, false), KEPT_ARROWS_BACK_UP)).toEqual([]);
  });

  it('refuses the booking module calling the saga by its class, now that it names the steps it needs (booking/steps.ts)', async () => {
    const dir = tree('saga', {
      'server/modules/booking/booking.service.ts': "import type { Saga } from '../../saga/booking-saga';\nexport type Service = Saga;\n",
      'server/saga/booking-saga.ts': "import { price } from '../modules/booking/pricing';\nexport interface Saga { price: typeof price }\n",
      'server/modules/booking/pricing.ts': 'export const price = (): number => 0;\n',
    });
    expect(arrowsBackUp(await partArrows(dir, false), KEPT_ARROWS_BACK_UP)).toEqual([
      'server/modules/booking/ -> server/saga/ (server/modules/booking/booking.service.ts -> server/saga/booking-saga.ts)',
      'server/saga/ -> server/modules/booking/ (server/saga/booking-saga.ts -> server/modules/booking/pricing.ts)',
    ]);
  });
});
