/**
 * Exports: `queueAssistanceMail(tx, mailer, input)`, `ASSISTANCE_MAIL_WINDOW_MS`.
 * At most one assistance confirmation e-mail per order every ASSISTANCE_MAIL_WINDOW_MINUTES (10), so anyone
 * allowed on an order cannot fill the leader's mailbox by changing the assistance again and again. Every change is
 * still recorded with the company and on the tickets at once; only the e-mail is coalesced:
 * - the first change (or the first after a quiet window) is confirmed at once, as before;
 * - a change within the window of the last e-mail queues one e-mail due when that window ends;
 * - further changes before it leaves rewrite that waiting e-mail (the outbox row, still `pending`): it tells the
 *   latest state of every passenger and leg changed since the last e-mail, each once.
 * So an order gets at most 6 e-mails an hour, however many changes, and the last one always tells the final state.
 * Runs inside the transaction that records the change, under the order's row lock (requests on one order are
 * serialised, ./assistance.ts): the state row `assistance_mails` and the outbox row change together or not at all.
 */
import { eq } from 'drizzle-orm';
import { ASSISTANCE_MAIL_WINDOW_MINUTES } from '../../../src/core/booking/domain/assistance';
import type { Db } from '../../database/connect';
import { assistanceMails, type AssistanceMailChange } from '../../database/schema/assistance-mails';
import type { Mailer, OutgoingMail } from '../../mail/mailer';

export const ASSISTANCE_MAIL_WINDOW_MS = ASSISTANCE_MAIL_WINDOW_MINUTES * 60_000;

const sameRequest = (a: AssistanceMailChange, b: AssistanceMailChange) => a.tripIndex === b.tripIndex && a.passengerIndex === b.passengerIndex;

/** `changes` with `change` in it once, its latest values; in the order of the legs, then of the passengers. */
const withChange = (changes: readonly AssistanceMailChange[], change: AssistanceMailChange): AssistanceMailChange[] =>
  [...changes.filter((c) => !sameRequest(c, change)), change].sort((a, b) => a.tripIndex - b.tripIndex || a.passengerIndex - b.passengerIndex);

/**
 * Queues (or folds into the waiting one) the assistance e-mail of `change` on order `orderId` at `now`;
 * `render(changes)` writes the e-mail telling those requests' current state. Answers when the e-mail is due when it
 * waits for the end of the window, null when it leaves at once.
 */
export async function queueAssistanceMail(tx: Db, mailer: Mailer, input: {
  readonly orderId: number; readonly now: Date; readonly change: AssistanceMailChange;
  readonly render: (changes: readonly AssistanceMailChange[]) => OutgoingMail;
}): Promise<Date | null> {
  const { orderId, now, change, render } = input;
  const [state] = await tx.select().from(assistanceMails).where(eq(assistanceMails.orderId, orderId)).for('update');
  if (state && state.dueAt > now) {
    const changes = withChange(state.changes, change);
    if (await mailer.replace(state.outboxId, render(changes), tx)) {
      await tx.update(assistanceMails).set({ changes }).where(eq(assistanceMails.orderId, orderId));
      return state.dueAt;
    }
    // Already leaving (a sender whose clock runs ahead): the next one waits for the end of its window.
  }
  const windowEnd = state ? state.dueAt.getTime() + ASSISTANCE_MAIL_WINDOW_MS : 0;
  const due = windowEnd > now.getTime() ? new Date(windowEnd) : now;
  const { id } = await mailer.send(render([change]), tx, { notBefore: due });
  const row = { outboxId: id, dueAt: due, changes: [change] };
  await tx.insert(assistanceMails).values({ orderId, ...row }).onConflictDoUpdate({ target: assistanceMails.orderId, set: row });
  return due > now ? due : null;
}
