import { ORDERS_PAGE_SIZE } from '../../booking/domain/business-rules';
import { type Order } from '../../booking/domain/order';
import { type Clock } from '../../shared/clock.port';
import { type Result, err, ok } from '../../shared/result';
import { splitTrips } from '../domain/trips';
import { type AccountGateway, type AccountRefusal } from '../ports/account-gateway.port';

export type LoadMyTripsError = { readonly kind: 'NotLoggedIn' } | { readonly kind: 'Failed'; readonly failure: AccountRefusal };

/** One page of the user's trips (newest orders first), split into scheduled trips and history. */
export interface MyTripsPage {
  readonly scheduled: Order[];
  readonly history: Order[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** Loads the user's successful orders, 50 a page, and splits them into scheduled trips and history. */
export class LoadMyTrips {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'orders'>; clock: Clock }) {}

  /** A page of scheduled trips and history (page 1 first); NotLoggedIn (not logged in, or not this user) or Failed. */
  async execute(userId: string, page = 1): Promise<Result<MyTripsPage, LoadMyTripsError>> {
    const wanted = Number.isInteger(page) && page >= 1 ? page : 1;
    const answer = await this.deps.account.orders(userId, wanted);
    if (!answer.ok) {
      const denied = ['NotLoggedIn', 'SessionEnded', 'NotAllowed'].includes(answer.error.kind);
      return err(denied ? { kind: 'NotLoggedIn' } : { kind: 'Failed', failure: answer.error });
    }
    const { total } = answer.value;
    return ok({
      ...splitTrips(answer.value.data, this.deps.clock.nowIso()),
      page: wanted, pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)), total,
    });
  }
}
