/**
 * A change of a leg racing an assistance request on the same leg (issue 17), on two shop servers over one database:
 * the change confirms the new sailing with the assistance it reads, while an assistance request may be telling the
 * company about the old tickets. Never both at once: an assistance request is refused 409 CHANGE_IN_PROGRESS while a
 * change of its leg is under way (decided under the order's row lock), and the change takes the order's assistance
 * lease around reading the assistance and confirming, so a request that began before the change ends first and the
 * new tickets carry it. After every round the company's record of the order's current tickets, the shop's tickets
 * and the request that was answered 200 are the same. Without the lease in the change, the company's new tickets
 * lacked the request the shop's tickets showed. Runs on PGlite and on PostgreSQL (CI's two passes).
 */
import { eq } from 'drizzle-orm';
import { bookingOrders, workLeases } from '../../server/database/schema/index';
import { HOLD_LIMITS_LIFTED, closeTestServers, startTwoTestServers, type TestServer } from '../support/server-harness';
import { askAssistance, companyAssistance, slowAfterTheCompany, ticketAssistance } from './assistance-support';
import { testClock } from './booking-support';
import { aslPair, changesOf, differenceTo, issuedGuestOrder, legHold, payDifference, startChange } from './manage-change-support';

const clock = testClock();
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  [a, b] = await startTwoTestServers({ clock: clock.read, env: { ...HOLD_LIMITS_LIFTED } });
}, 120_000);
afterAll(() => closeTestServers(b, a));

async function reconcile(): Promise<void> {
  for (const minutes of [0, 2, 30]) {
    clock.advance(minutes);
    await a.app.shop.reconciler.runOnce({ aheadMs: 30_000 });
  }
}

const kinds = [{ kind: 'wheelchair' }, { kind: 'walking' }, { kind: 'visual' }, { kind: 'other', note: 'Guide dog' }];

describe('a change of a leg racing an assistance request on it', () => {
  it('the assistance request first, the change while the company records it: the new tickets carry the request, round after round', async () => {
    for (let round = 0; round < 4; round++) {
      const [assisting, changing] = round % 2 ? [b, a] : [a, b];
      const wanted = kinds[round % kinds.length];
      const { cheap, dear, date } = await aslPair(a, clock, 14 + round);
      // A cheaper sailing: the change runs to its end within its request (nothing to pay), the widest window.
      const { order } = await issuedGuestOrder(a, dear, `assist.race.${round}@example.com`);
      const code = order.order_code;
      const difference = await differenceTo(a, code, date, cheap.tripId);
      let changeAnswered: (value: unknown) => void = () => {};
      const { recorded, restore } = slowAfterTheCompany(assisting, new Promise((resolve) => { changeAnswered = resolve; }));
      try {
        const assisted = askAssistance(assisting, code, wanted);
        await recorded;
        const changed = startChange(changing, code, cheap.tripId, difference, `assist-race-${round}`).finally(() => changeAnswered(undefined));
        const [assistance, change] = await Promise.all([assisted, changed]);
        expect([assistance.status, change.status], `round ${round}`).toEqual([200, 200]);
      } finally {
        restore();
      }
      await reconcile();
      expect((await changesOf(a, code)).map((c) => c.status), `round ${round}`).toEqual(['done']);
      expect((await legHold(a, code)).reference, `round ${round}`).not.toBe(`${code}-0`);
      // The company's new tickets, the shop's tickets and the answered request agree.
      expect(await companyAssistance(a, code), `round ${round}`).toEqual(wanted);
      expect(await ticketAssistance(a, code), `round ${round}`).toEqual(wanted);
    }
    expect(await a.database.db.select().from(workLeases)).toEqual([]);
  }, 120_000);

  it('started together, round after round: whatever wins, the company and the tickets end equal', async () => {
    for (let round = 0; round < 4; round++) {
      const [assisting, changing] = round % 2 ? [b, a] : [a, b];
      const wanted = kinds[(round + 1) % kinds.length];
      const { cheap, dear, date } = await aslPair(a, clock, 20 + round);
      const { order } = await issuedGuestOrder(a, dear, `assist.together.${round}@example.com`);
      const code = order.order_code;
      const difference = await differenceTo(a, code, date, cheap.tripId);
      const [assistance, change] = await Promise.all([
        askAssistance(assisting, code, wanted), startChange(changing, code, cheap.tripId, difference, `assist-together-${round}`),
      ]);
      expect(change.status, `round ${round}`).toBe(200);
      if (assistance.status !== 200) expect(assistance.body.error.code, `round ${round}`).toBe('CHANGE_IN_PROGRESS');
      await reconcile();
      expect((await changesOf(a, code)).map((c) => c.status), `round ${round}`).toEqual(['done']);
      const company = await companyAssistance(a, code);
      expect(await ticketAssistance(a, code), `round ${round}`).toEqual(company);
      expect(company, `round ${round}`).toEqual(assistance.status === 200 ? wanted : null);
    }
  }, 120_000);

  it('while a change of the leg awaits its payment, assistance on it is refused 409 and changes nothing; once done it goes to the new tickets', async () => {
    const { cheap, dear, date } = await aslPair(a, clock, 26);
    const { order } = await issuedGuestOrder(a, cheap, 'assist.during.change@example.com');
    const code = order.order_code;
    const difference = await differenceTo(a, code, date, dear.tripId);
    const started = await startChange(a, code, dear.tripId, difference, 'assist-during-1');
    expect(started.body.status).toBe('held');
    const before = await a.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, code));
    expect(await askAssistance(b, code, { kind: 'wheelchair' })).toMatchObject({ status: 409, body: { error: { code: 'CHANGE_IN_PROGRESS', field: 'trip_index' } } });
    expect(await a.database.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, code))).toEqual(before);
    expect(await companyAssistance(a, code)).toBeNull();
    expect(await payDifference(a, started.body.payment!)).toContain('/manage');
    await reconcile();
    expect((await changesOf(a, code)).map((c) => c.status)).toEqual(['done']);
    expect(await askAssistance(b, code, { kind: 'wheelchair' })).toMatchObject({ status: 200 });
    expect(await companyAssistance(a, code)).toEqual({ kind: 'wheelchair' });
    expect(await ticketAssistance(a, code)).toEqual({ kind: 'wheelchair' });
  }, 120_000);
});
