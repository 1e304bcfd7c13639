/**
 * Helpers of the assistance tests on two shop servers (issue 17, server/modules/booking/assistance.ts): the request,
 * what the shop's tickets and the company say, and a company call held open after the company recorded it, the widest window for
 * another server's request (or change) between one server's call to the company and its write of the tickets.
 */
import { eq } from 'drizzle-orm';
import type { AssistanceAnswer, ManageBookingAnswer } from '../../src/contract/index';
import { bookingOrders, demoOperatorHolds } from '../../server/database/schema/index';
import type { OperatorAssistanceRequest } from '../../server/ports/ferry-operators';
import type { TestServer } from '../support/server-harness';
import { post } from './booking-support';
import { legHold, type ErrorBody } from './manage-change-support';

/** Asks `server` for assistance for passenger 0 of leg 0 of order `code` (null withdraws it). */
export const askAssistance = (server: TestServer, code: string, assistance: unknown) =>
  post<AssistanceAnswer & ErrorBody>(server, '/booking/assistance', { order_code: code, trip_index: 0, passenger_index: 0, assistance });

/** The assistance the shop's tickets show for passenger 0 of leg 0 of order `code` (null: none). */
export async function ticketAssistance(server: TestServer, code: string): Promise<unknown> {
  const [row] = await server.database.db.select({ reservation: bookingOrders.reservation }).from(bookingOrders).where(eq(bookingOrders.orderCode, code));
  return (row?.reservation as ManageBookingAnswer['reservation'])?.trips[0]?.passengers[0]?.assistance ?? null;
}

/** What the company has for passenger 0 on the order's current tickets of leg 0 (after a change: the new ones; null: none). */
export async function companyAssistance(server: TestServer, code: string): Promise<unknown> {
  const hold = await legHold(server, code);
  const [row] = await server.database.db.select().from(demoOperatorHolds).where(eq(demoOperatorHolds.reference, hold.reference));
  return (row?.confirmation as { assistance?: unknown[] } | null)?.assistance?.[0] ?? null;
}

/**
 * Makes `server`'s company call answer only once `other` has settled (or 1.5 s passed, when `other` waits for this
 * one): the widest window for the other server's request between this one's call and its write. `recorded` settles
 * once the company has the request; `restore` puts the company's call back.
 */
export function slowAfterTheCompany(server: TestServer, other: Promise<unknown>): { recorded: Promise<void>; restore: () => void } {
  const operators = server.app.shop.operators;
  const assist = operators.assist.bind(operators);
  let companyRecorded: () => void = () => {};
  const recorded = new Promise<void>((resolve) => { companyRecorded = resolve; });
  operators.assist = async (request: OperatorAssistanceRequest) => {
    await assist(request);
    companyRecorded();
    await Promise.race([other, new Promise((resolve) => setTimeout(resolve, 1500))]);
  };
  return { recorded, restore: () => { operators.assist = assist; } };
}
