import { type Order } from '../../booking-api';
import { type ApiFailure } from '../../shared/api-failure';
import { type Clock } from '../../shared/clock.port';
import { type Result, err, ok } from '../../shared/result';
import { splitTrips } from '../domain/trips';
import { type AccountGateway } from '../ports/account-gateway.port';

export type LoadMyTripsError = { readonly kind: 'NotLoggedIn' } | { readonly kind: 'Failed'; readonly failure: ApiFailure };

/** Loads the user's successful orders and splits them into scheduled trips and history. */
export class LoadMyTrips {
  constructor(private readonly deps: { account: Pick<AccountGateway, 'orders'>; clock: Clock }) {}

  /** Scheduled and history; NotLoggedIn (401/403) or Failed. */
  async execute(userId: string): Promise<Result<{ scheduled: Order[]; history: Order[] }, LoadMyTripsError>> {
    const answer = await this.deps.account.orders(userId);
    if (!answer.ok) {
      const denied = answer.error.kind === 'Unauthorized' || answer.error.kind === 'Forbidden';
      return err(denied ? { kind: 'NotLoggedIn' } : { kind: 'Failed', failure: answer.error });
    }
    return ok(splitTrips(answer.value.data, this.deps.clock.nowIso()));
  }
}
