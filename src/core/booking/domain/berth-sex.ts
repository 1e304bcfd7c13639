import { type BookingState } from './booking-state';
import { passengerOffers } from './party';

/**
 * The sex traveller `index`'s berths are sold to (berths in shared cabins are for men or for women): undefined when no
 * trip puts them in such a berth, `mixed` when one trip's berth is a men's and another's a women's (no traveller can
 * take both). The server refuses a traveller of the other sex (422 BERTH_SEX on `passengers.N.sex`).
 */
export function berthSexOf(state: BookingState, index: number): 'male' | 'female' | 'mixed' | undefined {
  const sexes = new Set<'male' | 'female'>();
  state.items.forEach((item, leg) => {
    const code = item?.passengers[index]?.accommodationType;
    const trip = state.routes[leg];
    const sex = code && trip ? passengerOffers(trip).find((offer) => offer.code === code)?.sex : undefined;
    if (sex) sexes.add(sex);
  });
  if (sexes.size > 1) return 'mixed';
  return [...sexes][0];
}
