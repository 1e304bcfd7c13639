import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountGateway, InMemoryMailGateway, InMemoryNewsletterGateway } from '../../src/adapters/in-memory/account.in-memory-gateway';
import { InMemoryAuthGateway } from '../../src/adapters/in-memory/auth.in-memory-gateway';
import { InMemorySavedItemsGateway } from '../../src/adapters/in-memory/saved-items.in-memory-gateway';
import { accountModule, inMemoryAccountAdapterModule } from '../../src/composition/modules/account.module';
import { authModule, inMemoryAuthAdapterModule } from '../../src/composition/modules/auth.module';
import { accountUiModule, authUiModule } from '../../src/composition/modules/auth-ui.module';
import { TOKENS } from '../../src/composition/tokens';
import { BookingProgress, berthSexOf, chooseAccommodation, priceSummary } from '../../src/core/booking';
import { insertBookingRequest } from '../../src/core/booking/domain/requests';
import { normaliseBirthDate, normaliseCode, normaliseName } from '../../src/core/booking/domain/details-tidy';
import { ResultsStep3 } from '../../src/ui/screens/booking/step3/results-step3';
import { renderStep3 } from './support/step3-world';

const step3 = <ResultsStep3 onNext={() => undefined} />;
const field = (name: RegExp | string) => screen.getAllByLabelText(name)[0] as HTMLInputElement;
const passenger = (n: number) => screen.getByRole('region', { name: new RegExp(`^Passenger ${n} `) });

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('name and code normalisation (SPEC.md section 5)', () => {
  it('writes names in upper-case Latin letters, as on tickets', () => {
    expect(normaliseName('  Μαρία   Παπαδοπούλου ')).toBe('MARIA PAPADOPOULOU');
    expect(normaliseName('José Müller-Strauß')).toBe('JOSE MUELLER-STRAUSS');
    expect(normaliseName("O'Brien")).toBe('OBRIEN');
  });
  it('reads Greek capitals of plates and ID cards as their Latin look-alikes', () => {
    expect(normaliseCode('ικα 1234')).toBe('IKA 1234');
    expect(normaliseCode('ΑΒ 123456')).toBe('AB 123456');
  });
  it('writes birth dates DD/MM/YYYY', () => {
    expect(normaliseBirthDate('01021990')).toBe('01/02/1990');
    expect(normaliseBirthDate('1.2.1990')).toBe('01/02/1990');
  });
});

describe('ResultsStep3', { timeout: 60_000 }, () => {
  it('shows a card per passenger with each trip\'s place, and keeps what is typed in the session (a reload keeps it)', async () => {
    const world = await renderStep3(step3);
    expect(screen.getByRole('heading', { level: 2, name: 'Passenger details and payment' })).toHaveAttribute('tabindex', '-1');
    const first = passenger(1);
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(passenger(2)).toBeInTheDocument();

    type(within(first).getByLabelText('First name'), 'Μαρία');
    type(within(first).getByLabelText('Last name'), 'Παπαδοπούλου');
    expect(within(first).getByLabelText('First name')).toHaveValue('MARIA');
    expect(world.store.state.travellers[0]).toMatchObject({ name: 'MARIA', surname: 'PAPADOPOULOU' });
    // What a reload reads back from session storage.
    const reloaded = new BookingProgress({ store: world.sessionStore }).load();
    expect(reloaded.travellers[0]).toMatchObject({ name: 'MARIA', surname: 'PAPADOPOULOU' });
    expect(reloaded.currentStep).toBe(2);
  });

  it('writes a passenger\'s name by the passport rule (ICAO 9303), and keeps the contact\'s name as typed (issue 19)', async () => {
    const world = await renderStep3(step3);
    type(within(passenger(1)).getByLabelText('First name'), 'Jürgen');
    type(within(passenger(1)).getByLabelText('Last name'), 'Müller-Lüdenscheidt');
    expect(world.store.state.travellers[0]).toMatchObject({ name: 'JUERGEN', surname: 'MUELLER-LUEDENSCHEIDT' });
    const contact = document.getElementById('step3-contact-title')!.closest('section')!;
    type(within(contact).getByLabelText('First name'), '  Jürgen ');
    type(within(contact).getByLabelText('Last name'), 'Müller');
    expect(world.store.state.leader).toMatchObject({ firstName: 'Jürgen', lastName: 'Müller' });
  });

  it('keeps a men\'s berth for a man: a woman in one gets an error on her sex, in the user\'s language (issue 19)', async () => {
    const world = await renderStep3(step3, { locale: 'el' });
    act(() => world.store.update((s) => chooseAccommodation(s, 0, 0, 'B4M')));
    expect(berthSexOf(world.store.state, 0)).toBe('male');
    expect(berthSexOf(world.store.state, 1)).toBeUndefined();
    const sex = (await screen.findAllByRole('group', { name: /^Φύλο/ }))[0]!;
    // A men's berth makes the passenger's sex needed even where the company does not ask for it.
    expect(sex).not.toHaveTextContent(/προαιρετικό/i);
    const woman = within(sex).getByRole('radio', { name: 'Γυναίκα' });
    fireEvent.click(woman);
    await waitFor(() => expect(woman).toHaveAccessibleDescription(/Η κλίνη που επιλέξατε για αυτόν τον επιβάτη είναι σε καμπίνα για το άλλο φύλο/));
    expect(woman).toHaveAttribute('aria-invalid', 'true');
    const man = within(sex).getByRole('radio', { name: 'Άνδρας' });
    fireEvent.click(man);
    await waitFor(() => expect(man).not.toHaveAttribute('aria-invalid'));
  });

  it('checks birth dates and phone numbers on the field, in the user\'s language', async () => {
    await renderStep3(step3);
    const birth = within(passenger(1)).getByLabelText(/Date of birth/);
    type(birth, '01/01/2030');
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(birth.getAttribute('aria-describedby')!.split(' ').pop()!)).toHaveTextContent('The birth date cannot be in the future');
    type(birth, '31021990');
    expect(birth).toHaveValue('31/02/1990');
    expect(birth).toHaveAccessibleDescription(/Write the date as DD\/MM\/YYYY/);
    type(birth, '01021990');
    expect(birth).toHaveValue('01/02/1990');
    expect(birth).not.toHaveAttribute('aria-invalid');

    const mobile = field('Mobile phone');
    type(mobile, '12345');
    expect(mobile).toHaveAccessibleDescription(/Invalid phone number/);
    type(mobile, '+44 7911 123456');
    expect(mobile).toHaveValue('7911123456');
    expect(screen.getByLabelText('Mobile country code')).toHaveValue('GB');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('shows errors in Greek on a Greek page', async () => {
    await renderStep3(step3, { locale: 'el' });
    const email = screen.getByLabelText('Email');
    type(email, 'maria@');
    expect(email).toHaveAccessibleDescription(/email/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('Pay with missing details focuses the first field to fix and names what is missing', async () => {
    const world = await renderStep3(step3);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(document.activeElement?.id).toBe('step3-traveller-0-name'));
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Please fill in all passenger details.'));
    expect(alert).toHaveTextContent('Check the payment fields & accept the Terms of Use.');
    expect(screen.getByRole('checkbox', { name: /Terms of Use/ })).toHaveAttribute('aria-invalid', 'true');
    expect(world.store.state.order).toBeNull();
    // Each message goes as soon as what it names is fixed, not at the next press of Pay.
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    expect(alert).not.toHaveTextContent('Check the payment fields & accept the Terms of Use.');
    expect(alert).toHaveTextContent('Please fill in all passenger details.');
  });

  it('courier delivery adds the fee and asks for the recipient; the terms link to the localised pages', async () => {
    const world = await renderStep3(step3);
    const before = priceSummary(world.store.state)!.finalPrice;
    fireEvent.click(screen.getByRole('radio', { name: /Courier delivery \(\+3\.77/ }));
    expect(priceSummary(world.store.state)!.finalPrice).toBe(before + 377);
    expect(screen.getByLabelText(/Recipient's name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/en/terms-and-conditions');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/en/privacy-policy');
    type(field('Country of residence'), 'IT');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Courier delivery/ })).toHaveAccessibleDescription(/only available within Greece/));
  });

  it('fills the invoice\'s company from its tax number', async () => {
    const world = await renderStep3(step3);
    fireEvent.click(screen.getByRole('checkbox', { name: /invoice instead of a receipt/ }));
    const tax = screen.getByLabelText('Tax number (AFM)');
    type(tax, '000000012');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(tax).toHaveAccessibleDescription(/No company is registered/));
    type(tax, '094014201');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveValue('Aegean Travel SA'));
    expect(world.store.state.invoice).toMatchObject({ needInvoice: true, tax: '094014201', activity: 'Travel agency', taxOffice: 'Piraeus A' });
  });

  it('takes the fuel type, the leader\'s sex, the PO box and the invoice\'s registry and mobile of SPEC section 3 (issue 19)', async () => {
    const world = await renderStep3(step3, { vehicles: 1 });
    const vehicle = screen.getByRole('region', { name: /^Vehicle 1/ });
    const fuel = within(vehicle).getByRole('combobox', { name: /Fuel type/ });
    expect(fuel).not.toBeRequired();
    expect(within(fuel).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not stated', 'Petrol', 'Diesel', 'LPG (autogas)', 'Electric', 'Hybrid']);
    fireEvent.change(fuel, { target: { value: 'diesel' } });
    const contact = screen.getByRole('region', { name: 'Contact and billing details' });
    const sex = within(contact).getByRole('group', { name: /Gender/ });
    fireEvent.click(within(sex).getByRole('radio', { name: 'Female' }));
    expect(within(sex).getByRole('radio', { name: 'Female' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Courier delivery/ }));
    type(screen.getByLabelText(/PO box/), '  1234 ');
    fireEvent.click(screen.getByRole('checkbox', { name: /invoice instead of a receipt/ }));
    const registry = screen.getByLabelText(/Business registry \(GEMI\) number/);
    expect(registry).toHaveAccessibleDescription(/Up to 12 digits/);
    type(registry, 'ΓΕΜΗ 000123401000 99');
    expect(registry).toHaveValue('000123401000');
    const mobile = screen.getByLabelText(/Company mobile phone/);
    type(mobile, '69 12');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(/Invalid phone number/);
    type(mobile, '+30 6912345678');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    const request = insertBookingRequest(world.store.state, 'ORDER1', 'en');
    expect(request.vehicles?.[0]).toMatchObject({ fuelType: 'diesel' });
    expect(request.leader.sex).toBe('female');
    expect(request.shipping?.poBox).toBe('1234');
    expect(request.invoice).toMatchObject({ registry: '000123401000', mobile: '306912345678' });
  });

  it('asks per passenger for assistance (reduced mobility): a kind, a note required for other help, bounded, into the request (issue 17)', async () => {
    const world = await renderStep3(step3);
    const first = passenger(1);
    const kind = within(first).getByRole('combobox', { name: /Assistance for disability or reduced mobility/ });
    expect(kind).not.toBeRequired();
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['Not needed', 'Wheelchair', 'Difficulty walking', 'Visual impairment', 'Hearing impairment', 'Other help']);
    expect(within(first).queryByLabelText(/What help you need/)).toBeNull();

    fireEvent.change(kind, { target: { value: 'other' } });
    const note = within(first).getByLabelText(/What help you need/);
    expect(note).toBeRequired();
    expect(note).toHaveAccessibleDescription(/Up to 200 characters/);
    fireEvent.blur(note);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    type(note, 'x'.repeat(201));
    expect(note).toHaveAccessibleDescription(/at most 200 characters/);
    type(note, '  Help with the stairs to the deck ');
    expect(note).not.toHaveAttribute('aria-invalid');
    expect(insertBookingRequest(world.store.state, 'ORDER1', 'en').passengers[0]?.assistance).toEqual({ kind: 'other', note: 'Help with the stairs to the deck' });

    // No help: no note, nothing in the request.
    fireEvent.change(kind, { target: { value: '' } });
    expect(within(first).queryByLabelText(/What help you need/)).toBeNull();
    expect(world.store.state.travellers[0]).toMatchObject({ assistance: '', assistanceNote: '' });
    expect(insertBookingRequest(world.store.state, 'ORDER1', 'en').passengers[0]?.assistance).toBeUndefined();
    fireEvent.change(kind, { target: { value: 'wheelchair' } });
    expect(within(first).getByLabelText(/What help you need/)).not.toBeRequired();
    expect(insertBookingRequest(world.store.state, 'ORDER1', 'en').passengers[0]?.assistance).toEqual({ kind: 'wheelchair' });
  });

  it('prefills the prefecture from a Greek postal code, in the page\'s language, never over one the traveller typed (issue 19)', async () => {
    await renderStep3(step3, { locale: 'el' });
    const contact = screen.getByRole('region', { name: 'Στοιχεία επικοινωνίας και χρέωσης' });
    const zip = within(contact).getByRole('textbox', { name: 'Ταχυδρομικός κώδικας' });
    const prefecture = within(contact).getByRole('textbox', { name: /Νομός/ });
    expect(prefecture).toHaveValue('');
    type(zip, '847 00');
    expect(prefecture).toHaveValue('Κυκλάδες');
    type(zip, '185 38');
    expect(prefecture).toHaveValue('Αττική');
    type(prefecture, 'Πειραιάς');
    type(zip, '731 00');
    expect(prefecture).toHaveValue('Πειραιάς');
  });

  it('applies a coupon: the booking is priced again with its discount; an invalid one shows the SPEC\'s message', async () => {
    const world = await renderStep3(step3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have a discount coupon' }));
    const coupon = screen.getByLabelText('Coupon code');
    type(coupon, 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription('Invalid Coupon Code. Insert your email and try again'));
    // Codes are case-insensitive (issue 19): typed in small letters, the code is written and applied in capitals.
    type(coupon, ' summer10 ');
    expect(coupon).toHaveValue('SUMMER10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/Coupon SUMMER10 discount: −/);
    expect(world.store.state.pricing?.coupon).toBe('SUMMER10');
    expect(world.store.state.pricing?.discount).toBeGreaterThan(0);
    expect(world.store.state.currentStep).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(world.store.state.pricing?.discount).toBe(0));
  });

  it('a MAN code typed once is checked with each trip\'s company and priced again', async () => {
    const world = await renderStep3(step3);
    const man = within(passenger(1)).getByLabelText(/MAN number/);
    type(man, 'nope');
    fireEvent.click(within(passenger(1)).getAllByRole('button', { name: 'Check' })[0]!);
    await waitFor(() => expect(man).toHaveAccessibleDescription(/The MAN code you entered is not valid\./));
    type(man, 'man123456');
    expect(man).toHaveValue('MAN123456');
    fireEvent.click(within(passenger(1)).getAllByRole('button', { name: 'Check' })[0]!);
    await within(passenger(1)).findByText(/Accepted on 2 of 2 trips/);
    expect(world.store.state.items.map((item) => item?.passengers[0]?.residentIdOrCode)).toEqual(['MAN123456', 'MAN123456']);
    expect(world.store.state.currentStep).toBe(2);
    expect(world.store.state.steps[1]).toBe(true);
  });

  it('without a session, no account code loads', async () => {
    const world = await renderStep3(step3);
    await screen.findByLabelText('Mobile phone');
    expect(world.requestedDomains).not.toContain('account');
    expect(world.requestedDomains).not.toContain('auth');
  });

  it('a logged-in user fills a passenger from the saved ones and finds the contact details pre-filled', async () => {
    const auth = new InMemoryAuthGateway([{ email: 'nikos@example.com', password: 'Sea7!x', firstName: 'Nikos', lastName: 'Papadopoulos' }]);
    const login = await auth.login('nikos@example.com', 'Sea7!x');
    if (!login.ok) throw new Error('login failed');
    const token = login.value.token;
    const saved = new InMemorySavedItemsGateway({ auth, token: () => token });
    await saved.save('passengers', {
      firstName: 'Eleni', lastName: 'Georgiou', birthDate: '12/03/1988', gender: 'female', nationality: 'GR', manNumber: '',
      documentNumber: 'AK123456', loyaltyClubs: [],
    });
    const account = new InMemoryAccountGateway({ auth, token: () => token, orders: () => [] });
    const world = await renderStep3(step3, {
      domains: {
        auth: [inMemoryAuthAdapterModule(auth), authModule, authUiModule],
        account: [inMemoryAccountAdapterModule({ account, mail: new InMemoryMailGateway(), newsletter: new InMemoryNewsletterGateway(), saved }), accountModule, accountUiModule],
      },
      beforeRender: async (resolver) => {
        const user = await auth.currentUser(token);
        if (user.ok) resolver.get(TOKENS.AuthSession).signedIn({ ...user.value, customer: { phone: '+30 691 234 5678', city: 'Athens' } });
      },
    });
    const picker = await within(passenger(2)).findByLabelText('Fill in from your saved passengers');
    fireEvent.change(picker, { target: { value: (picker.querySelectorAll('option')[1] as HTMLOptionElement).value } });
    expect(world.store.state.travellers[1]).toMatchObject({ name: 'ELENI', surname: 'GEORGIOU', sex: 'female', birthDate: '12/03/1988', documentNumber: 'AK123456' });
    expect(world.store.state.leader).toMatchObject({ firstName: 'Nikos', lastName: 'Papadopoulos', email: 'nikos@example.com', mobile: '6912345678', phonePrefix: '+30', city: 'Athens' });
    expect(field('Mobile phone')).toHaveValue('6912345678');
  });
});
