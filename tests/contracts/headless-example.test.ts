/** The headless example, run as a developer runs it, against a shop server started for it. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '../support/server-harness';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

async function example(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'examples/headless-booking.ts', ...args], { cwd: root, timeout: 90_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('examples/headless-booking.ts', () => {
  it('books, pays on the hosted page and prints the reservation number and a ticket per passenger', async () => {
    const { code, stdout, stderr } = await example(['--base-url', server.url, '--from', 'PIR', '--to', 'JTR', '--adults', '2']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout) as { reservationNumber: string; trips: { tickets: { ticketNumber: string }[] }[] };
    expect(printed.reservationNumber).toMatch(/^[A-Z0-9]{6,20}$/);
    expect(printed.trips).toHaveLength(1);
    expect(printed.trips[0]!.tickets).toHaveLength(2);
    expect(printed.trips[0]!.tickets.every((t) => t.ticketNumber.length > 0)).toBe(true);
  });

  it('with --allow-changes books a journey with a change of ship (Piraeus → Corfu) as one order: a ticket per sailing', async () => {
    const { code, stdout, stderr } = await example(['--base-url', server.url, '--from', 'PIR', '--to', 'CFU', '--adults', '1', '--allow-changes']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const printed = JSON.parse(stdout) as { reservationNumber: string; trips: { from: string; to: string; tickets: { ticketNumber: string }[] }[] };
    expect(printed.trips.length).toBeGreaterThan(1);
    expect(printed.trips.every((trip, i) => i === 0 || trip.from === printed.trips[i - 1]!.to)).toBe(true);
    expect(printed.trips.every((trip) => trip.tickets.length === 1 && trip.tickets[0]!.ticketNumber.length > 0)).toBe(true);
  });

  it('exits non-zero and names the failure kind when a step fails', async () => {
    const { code, stdout, stderr } = await example(['--base-url', server.url, '--from', 'PIR', '--to', 'ZZZ', '--date', '2030-01-10']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(JSON.parse(stderr)).toMatchObject({ failed: 'search', kind: 'Invalid', detail: { failure: { kind: 'Invalid', reason: 'UnknownPort' } } });
  });
});
