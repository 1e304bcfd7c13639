import { act, fireEvent, screen, within } from '@testing-library/react';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { bookingScreenTokens } from '../../src/ui/screens/booking/booking.tokens';
import { ResultsStep3 } from '../../src/ui/screens/booking/step3/results-step3';
import { phoneWithHeldFrames } from './support/phone-frames';
import { renderStep3 } from './support/step3-world';

/**
 * Issue 18: on a slow phone each key typed in step 3 re-rendered every field of the form (each observer read the
 * whole booking), and leaving a field re-rendered every field's error. Each field, card and the Pay button now read
 * a computed of their own: a derivation over one field re-runs only when that field's value or error changes.
 */
describe('step 3 re-renders only what a key, a blur or a choice changes (issue 18)', { timeout: 60_000 }, () => {
  it('typing a name, leaving it and choosing a sex re-run no reading of another field, card or the Pay button', async () => {
    const world = await renderStep3(<h2>Passenger details</h2>);
    const vm = world.resolver.get(bookingScreenTokens.ResultsStep3ViewModel);
    const pay = world.resolver.get(bookingScreenTokens.PaymentViewModel);
    // The surname and the e-mail were left once, so their errors are shown and read from the form's validation.
    act(() => { vm.leave('traveller.0.surname'); vm.leave('leader.email'); });
    const runs = new Map<string, number>();
    const stops = Object.entries({
      surname: () => vm.value('traveller.0.surname'),
      surnameError: () => vm.errorOf('traveller.0.surname'),
      emailError: () => vm.errorOf('leader.email'),
      secondName: () => vm.value('traveller.1.name'),
      secondSex: () => vm.value('traveller.1.sex'),
      card: () => vm.travellerCard(0),
      party: () => vm.partySize,
      needs: () => vm.needs,
      berth: () => vm.berthSex(0),
      code: () => [vm.appliedCode(0, 'man'), vm.codePending(0, 'man')],
      delivery: () => vm.value('payment.receiveTicketsMethod'),
      fee: () => vm.shippingCost,
      price: () => [pay.finalPrice, pay.reseller],
      // What the traveller changes: these must follow.
      name: () => vm.value('traveller.0.name'),
      nameError: () => vm.errorOf('traveller.0.name'),
      sex: () => vm.value('traveller.0.sex'),
    }).map(([name, read]) => autorun(() => { read(); runs.set(name, (runs.get(name) ?? 0) + 1); }));

    act(() => vm.set('traveller.0.name', 'E'));
    act(() => vm.set('traveller.0.name', 'El'));
    act(() => vm.set('traveller.0.name', 'Ele'));
    act(() => vm.leave('traveller.0.name'));
    act(() => vm.setSex(0, 'female'));
    act(() => vm.set('leader.firstName', 'Eleni'));
    for (const stop of stops) stop();

    expect(world.store.state.travellers[0]).toMatchObject({ name: 'ELE', sex: 'female' });
    const unchanged = ['surname', 'surnameError', 'emailError', 'secondName', 'secondSex', 'card', 'party', 'needs', 'berth', 'code', 'delivery', 'fee', 'price'];
    expect(Object.fromEntries(unchanged.map((name) => [name, runs.get(name)]))).toEqual(Object.fromEntries(unchanged.map((name) => [name, 1])));
    // The name typed: three keys and the tidying on leaving ('Ele' -> 'ELE'); the sex chosen once.
    expect(runs.get('name')).toBe(5);
    expect(runs.get('sex')).toBe(2);
  });

  // On a phone the tap on the next field (or on a sex) is answered by its own frame: the field left is tidied and its
  // error shows, and a sex chosen reaches the booking, in a task after that frame.
  it('on a phone, leaving a field and choosing a sex reach the booking after the next frame, the radio checked at once', async () => {
    const { runFrames, restore } = phoneWithHeldFrames();
    const nextFrame = async () => {
      runFrames();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    try {
      const world = await renderStep3(<ResultsStep3 onNext={() => undefined} />);
      const card = screen.getByRole('region', { name: /^Passenger 1/ });
      const name = within(card).getByLabelText('First name');
      fireEvent.change(name, { target: { value: 'Ele' } });
      fireEvent.blur(name);
      expect(world.store.state.travellers[0]?.name).toBe('Ele');
      await nextFrame();
      expect(world.store.state.travellers[0]?.name).toBe('ELE');
      expect(name).toHaveValue('ELE');

      const surname = within(card).getByLabelText('Last name');
      fireEvent.blur(surname);
      expect(surname).not.toHaveAttribute('aria-invalid');
      await nextFrame();
      expect(surname).toHaveAttribute('aria-invalid', 'true');

      const female = within(card).getByRole('radio', { name: 'Female' });
      fireEvent.click(female);
      expect(female).toBeChecked();
      expect(world.store.state.travellers[0]?.sex).not.toBe('female');
      await nextFrame();
      expect(world.store.state.travellers[0]?.sex).toBe('female');
      expect(female).toBeChecked();
    } finally {
      restore();
    }
  });

  it('a sex changed elsewhere checks its radio (the radios are not controlled)', async () => {
    const world = await renderStep3(<ResultsStep3 onNext={() => undefined} />);
    const vm = world.resolver.get(bookingScreenTokens.ResultsStep3ViewModel);
    const card = screen.getByRole('region', { name: /^Passenger 1/ });
    fireEvent.click(within(card).getByRole('radio', { name: 'Female' }));
    expect(world.store.state.travellers[0]?.sex).toBe('female');
    act(() => vm.setSex(0, 'male'));
    expect(within(card).getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Female' })).not.toBeChecked();
  });
});
