import { describe, expect, it } from 'vitest';
import { changesOf } from '../../../src/core/booking';
import { JOURNEY_RULES } from '../../../src/core/search/domain/journey-rules';

const trip = (from: string, to: string, departureDatetime: string, arrivalDatetime: string) => ({ from, to, departureDatetime, arrivalDatetime });

describe('changesOf: the changes of ship of a booked journey', () => {
  it('finds the change port and the wait between two trips that join at a port', () => {
    const trips = [
      trip('Piraeus', 'Igoumenitsa', '2027-06-02T05:00:00.000Z', '2027-06-02T12:25:00.000Z'),
      trip('Igoumenitsa', 'Corfu', '2027-06-02T15:00:00.000Z', '2027-06-02T16:45:00.000Z'),
    ];
    expect(changesOf(trips)).toEqual([{ after: 0, port: 'Igoumenitsa', waitMinutes: 155, overnight: false }]);
  });

  it('marks a change overnight when the traveller is at the port at 03:00 Athens time (the planner rule)', () => {
    // Arrives 23:30 Athens (UTC+3 in summer), leaves 06:10 Athens the next day.
    const trips = [
      trip('Rafina', 'Naxos', '2027-06-02T15:00:00.000Z', '2027-06-02T20:30:00.000Z'),
      trip('Naxos', 'Ikaria', '2027-06-03T03:10:00.000Z', '2027-06-03T06:00:00.000Z'),
    ];
    expect(changesOf(trips)).toEqual([{ after: 0, port: 'Naxos', waitMinutes: 400, overnight: true }]);
    // Arrives 02:00 and leaves 02:59 Athens: no 03:00 at the port.
    const early = [
      trip('Rafina', 'Naxos', '2027-06-02T15:00:00.000Z', '2027-06-02T23:00:00.000Z'),
      trip('Naxos', 'Ikaria', '2027-06-02T23:59:00.000Z', '2027-06-03T03:00:00.000Z'),
    ];
    expect(changesOf(early)[0]?.overnight).toBe(false);
  });

  it('finds two changes of a journey of three trips', () => {
    const trips = [
      trip('A', 'B', '2027-06-02T05:00:00.000Z', '2027-06-02T07:00:00.000Z'),
      trip('B', 'C', '2027-06-02T08:00:00.000Z', '2027-06-02T10:00:00.000Z'),
      trip('C', 'D', '2027-06-02T12:30:00.000Z', '2027-06-02T14:00:00.000Z'),
    ];
    expect(changesOf(trips).map((c) => [c.after, c.port, c.waitMinutes])).toEqual([[0, 'B', 60], [1, 'C', 150]]);
  });

  it('sees no change between trips that do not join: another port, a return days later, a departure before the arrival', () => {
    expect(changesOf([
      trip('Piraeus', 'Naxos', '2027-06-02T05:00:00.000Z', '2027-06-02T10:00:00.000Z'),
      trip('Paros', 'Ikaria', '2027-06-02T12:00:00.000Z', '2027-06-02T15:00:00.000Z'),
    ])).toEqual([]);
    expect(changesOf([
      trip('Piraeus', 'Naxos', '2027-06-02T05:00:00.000Z', '2027-06-02T10:00:00.000Z'),
      trip('Naxos', 'Piraeus', '2027-06-09T05:00:00.000Z', '2027-06-09T10:00:00.000Z'),
    ])).toEqual([]);
    expect(changesOf([
      trip('Piraeus', 'Naxos', '2027-06-02T05:00:00.000Z', '2027-06-02T10:00:00.000Z'),
      trip('Naxos', 'Ikaria', '2027-06-02T09:00:00.000Z', '2027-06-02T12:00:00.000Z'),
    ])).toEqual([]);
    // A same-day return (out in the morning, back in the afternoon) is no change of ship.
    expect(changesOf([
      trip('Piraeus', 'Aegina', '2027-06-02T05:00:00.000Z', '2027-06-02T06:00:00.000Z'),
      trip('Aegina', 'Piraeus', '2027-06-02T13:00:00.000Z', '2027-06-02T14:00:00.000Z'),
    ])).toEqual([]);
    expect(changesOf([trip('A', 'B', 'not a time', 'not a time'), trip('B', 'C', 'x', 'y')])).toEqual([]);
    expect(changesOf([])).toEqual([]);
  });

  it('takes the planner longest wait as the limit, inclusive', () => {
    const arrival = Date.parse('2027-06-02T10:00:00.000Z');
    const at = (minutes: number) => new Date(arrival + minutes * 60_000).toISOString();
    const pair = (wait: number) => [trip('A', 'B', '2027-06-02T05:00:00.000Z', at(0)), trip('B', 'C', at(wait), at(wait + 60))];
    expect(changesOf(pair(JOURNEY_RULES.maxWaitMinutes))).toHaveLength(1);
    expect(changesOf(pair(JOURNEY_RULES.maxWaitMinutes + 1))).toEqual([]);
  });
});
