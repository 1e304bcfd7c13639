import { detailsFieldKeys, detailsFieldValue, setDetailsField, tidyDetailsField } from '../../../src/core/booking/domain/details-fields';
import { setInvoice, setPaymentForm } from '../../../src/core/booking';
import { aBookingWithTrips } from '../../support/mothers/booking.mother';

describe('the details step\'s fields by key', () => {
  it('writes and reads a field; the contact address is also the payment form\'s', () => {
    let s = aBookingWithTrips(2);
    s = setDetailsField(s, 'traveller.1.surname', 'Papadopoulou');
    s = setDetailsField(s, 'leader.zipcode', '105 63');
    s = setDetailsField(s, 'leader.address', 'Ermou 1');
    expect(detailsFieldValue(s, 'traveller.1.surname')).toBe('Papadopoulou');
    expect(s.paymentForm).toMatchObject({ zipCode: '105 63', address: 'Ermou 1' });
    expect(detailsFieldValue(s, 'nothing.0.here')).toBe('');
    expect(setDetailsField(s, 'nothing.0.here', 'x')).toBe(s);
  });

  it('tidies each field as the form does when it is left', () => {
    expect(tidyDetailsField('traveller.0.name', ' maría ')).toBe('MARIA');
    expect(tidyDetailsField('leader.mobile', '69 1234-5678')).toBe('6912345678');
    expect(tidyDetailsField('vehicle.0.plate', ' ika  1234 ')).toBe('IKA 1234');
    expect(tidyDetailsField('leader.city', '  Nea   Smyrni ')).toBe('Nea Smyrni');
  });

  it('lists the fields the form shows, courier and invoice ones only when chosen', () => {
    const s = aBookingWithTrips(1);
    expect(detailsFieldKeys(s)).not.toContain('payment.telephone');
    const more = setInvoice(setPaymentForm(s, { receiveTicketsMethod: 'courier' }), { needInvoice: true });
    expect(detailsFieldKeys(more)).toEqual(expect.arrayContaining(['payment.name', 'payment.telephone', 'invoice.tax']));
  });
});
