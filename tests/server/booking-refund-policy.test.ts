import { refundOfTrip } from '../../server/modules/booking/refund-policy';
import type { TripInfo } from '../../server/modules/booking/reservation';

const departure = Date.parse('2026-07-10T04:00:00Z');
const info: Pick<TripInfo, 'tripId' | 'company' | 'departureMs' | 'refund'> = {
  tripId: 'POS01O00-20260710-PIR-MLO', company: 'POS', departureMs: departure,
  refund: { tiers: [{ hoursBeforeDeparture: 168, percent: 100 }, { hoursBeforeDeparture: 48, percent: 75 }, { hoursBeforeDeparture: 12, percent: 50 }], feeCents: 200 },
};
const hoursBefore = (h: number) => new Date(departure - h * 3_600_000);

describe('refund policy', () => {
  it('refunds the share of the tier reached, less the fee', () => {
    expect(refundOfTrip(info, 10_000, hoursBefore(200))).toMatchObject({ percent: 100, fee: 200, refund: 9_800 });
    expect(refundOfTrip(info, 10_000, hoursBefore(100))).toMatchObject({ percent: 75, fee: 200, refund: 7_300 });
    expect(refundOfTrip(info, 10_000, hoursBefore(12))).toMatchObject({ percent: 50, refund: 4_800 });
  });

  it('refunds nothing close to or after departure, and never a negative amount', () => {
    expect(refundOfTrip(info, 10_000, hoursBefore(11))).toMatchObject({ percent: 0, fee: 0, refund: 0 });
    expect(refundOfTrip(info, 10_000, hoursBefore(-1))).toMatchObject({ percent: 0, refund: 0 });
    expect(refundOfTrip(info, 150, hoursBefore(200))).toMatchObject({ fee: 150, refund: 0 });
  });
});
