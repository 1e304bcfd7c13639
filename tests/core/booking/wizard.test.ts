import {
  INITIAL_BOOKING, canGoToStep, clearBooking, goToStep, removeTrip, resetSteps, selectTrip, selectedTrips, setPricing,
  startBooking, stepValidity, tripsMissingDeparture,
} from '../../../src/core/booking';
import { aBookingWithTrips, aCompleteBooking, aPricing, travellers } from '../../support/mothers/booking.mother';
import { aReturnTrip, aTrip } from '../../support/mothers/trip.mother';

describe('booking wizard', () => {
  it('starts with ResultsStep1 valid and the others not', () => {
    expect(INITIAL_BOOKING.steps).toEqual([true, false, false]);
    expect(stepValidity(INITIAL_BOOKING)).toEqual([true, false, false]);
    expect(INITIAL_BOOKING).toMatchObject({ currentStep: 0, maximumStep: 0 });
  });

  it('validates the first step when every leg has a trip, and builds each booking item', () => {
    const started = startBooking(INITIAL_BOOKING, 2, travellers({ adults: 2, vehicles: 1 }));
    expect(started.steps[0]).toBe(false);
    const one = selectTrip(started, 0, aTrip());
    expect(one.steps[0]).toBe(false);
    const both = selectTrip(one, 1, aReturnTrip());
    expect(both.steps[0]).toBe(true);
    expect(both.items[0]).toMatchObject({
      tripId: aTrip().tripId, company: 'AEG', departurePort: 'PIR', destinationPort: 'JTR', vesselCode: 'AEG1',
      passengers: [
        { passengerType: 'AD', accommodationType: 'DECK', accommodationTypeDescr: 'Deck', capacityCrs: 1, accommodationRequestType: 'COMPLETE', nationality: 'GR' },
        { passengerType: 'AD', accommodationType: 'DECK' },
      ],
      vehicles: [{ accommodationType: 'CAR', length: 4 }],
      trailers: [null],
    });
  });

  it('replaces the earlier trip of a leg', () => {
    const later = aTrip({ tripId: 'AEG-PIR-JTR-20270610-1700', id: 'AEG-PIR-JTR-20270610-1700', departureDatetime: '2027-06-10T17:00:00+03:00' });
    const state = selectTrip(aBookingWithTrips(), 0, later);
    expect(state.routes[0]?.tripId).toBe(later.tripId);
    expect(state.items[0]?.tripId).toBe(later.tripId);
    expect(state.routes.filter(Boolean)).toHaveLength(2);
  });

  it('ignores a leg outside the search', () => {
    const state = aBookingWithTrips();
    expect(selectTrip(state, 2, aTrip())).toBe(state);
    expect(selectTrip(state, -1, aTrip())).toBe(state);
  });

  it('moves forward only from a valid step and remembers the furthest step reached', () => {
    const started = startBooking(INITIAL_BOOKING, 1, travellers());
    expect(goToStep(started, 1)).toBe(started);
    const chosen = selectTrip(started, 0, aTrip());
    expect(canGoToStep(chosen, 1)).toBe(true);
    expect(canGoToStep(chosen, 2)).toBe(false);
    const second = goToStep(chosen, 1);
    expect(second).toMatchObject({ currentStep: 1, maximumStep: 1 });
    expect(goToStep(second, 2)).toBe(second);
    const priced = setPricing(second, aPricing([aTrip()], second));
    const third = goToStep(priced, 2);
    expect(third).toMatchObject({ currentStep: 2, maximumStep: 2 });
    const back = goToStep(third, 0);
    expect(back).toMatchObject({ currentStep: 0, maximumStep: 2 });
    expect(goToStep(back, 2).currentStep).toBe(2);
  });

  it('never moves to a step outside the three', () => {
    const third = goToStep(goToStep(aCompleteBooking(), 1), 2);
    expect(goToStep(third, 3 as never)).toBe(third);
    expect(goToStep(third, -1 as never)).toBe(third);
  });

  it('moves back to step 1 when a trip is removed, and drops only that trip\'s pricing', () => {
    let state = aCompleteBooking();
    state = goToStep(goToStep(state, 1), 2);
    expect(state.currentStep).toBe(2);
    const removed = removeTrip(state, 1);
    expect(removed.steps).toEqual([false, false, false]);
    expect(removed.currentStep).toBe(0);
    expect(removed.pricing?.trips.map((t) => t.tripId)).toEqual([aTrip().tripId]);
    expect(removed.items[1]).toBeNull();
    expect(goToStep(removed, 2)).toBe(removed);
  });

  it('clears the booking: all three steps invalid, no trips and no pricing', () => {
    const cleared = clearBooking(goToStep(aCompleteBooking(), 1));
    expect(cleared.steps).toEqual([false, false, false]);
    expect(cleared.routes).toEqual([null, null]);
    expect(cleared).toMatchObject({ pricing: null, order: null, currentStep: 0, maximumStep: 0 });
  });

  it('on the reset-steps flag goes back to step 0 with no selected trips', () => {
    const reset = resetSteps(goToStep(goToStep(aCompleteBooking(), 1), 2));
    expect(reset).toMatchObject({ currentStep: 0, maximumStep: 0, pricing: null });
    expect(reset.routes.every((r) => r === null)).toBe(true);
    expect(reset.travellers[0]?.name).toBe('Mariaa');
  });

  it('lists the selected trips by departure', () => {
    const started = startBooking(INITIAL_BOOKING, 2, travellers());
    const state = selectTrip(selectTrip(started, 0, aReturnTrip()), 1, aTrip());
    expect(selectedTrips(state).map((t) => t.departureDatetime)).toEqual([aTrip().departureDatetime, aReturnTrip().departureDatetime]);
  });

  it('reports chosen trips without a departure datetime and keeps step 2 closed', () => {
    const state = selectTrip(startBooking(INITIAL_BOOKING, 1, travellers()), 0, aTrip({ departureDatetime: '' }));
    expect(tripsMissingDeparture(state)).toEqual([0]);
    expect(setPricing(state, aPricing([aTrip()], state)).steps[1]).toBe(false);
  });
});
