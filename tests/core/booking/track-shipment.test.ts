import { describe, expect, it, vi } from 'vitest';
import { InMemoryCourierGateway } from '../../../src/adapters/in-memory/services.in-memory-gateway';
import { TrackShipment } from '../../../src/core/booking';

describe('TrackShipment', () => {
  it('answers where the courier says the tickets are, NotFound for an unknown number', async () => {
    const courier = new InMemoryCourierGateway();
    const made = await courier.createVoucher({
      orderCode: 'FSABCDEFGH', name: 'Maria Papadopoulou', address: 'Akti Miaouli 1', city: 'Piraeus', zipCode: '185 38', prefecture: 'Attiki', telephone: '+306912345678',
    });
    if (!made.ok) throw new Error('voucher not made');
    const track = new TrackShipment(courier);
    expect(await track.execute(made.value.shippingNumber, 'FSABCDEFGH')).toEqual({ ok: true, value: 'created' });
    expect(await track.execute('CV99999999', 'FSABCDEFGH')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    // Another order's voucher is as unknown.
    expect(await track.execute(made.value.shippingNumber, 'FSOTHER000')).toEqual({ ok: false, error: { kind: 'NotFound' } });
  });

  it('asks nothing for a number that cannot be one, and fails on a status it does not know', async () => {
    const retrieveVoucher = vi.fn(async () => ({ ok: true as const, value: { shippingNumber: '1234567890', status: 'lost-at-sea' } }));
    const track = new TrackShipment({ retrieveVoucher });
    expect(await track.execute('../../admin', 'FSABCDEFGH')).toEqual({ ok: false, error: { kind: 'NotFound' } });
    expect(retrieveVoucher).not.toHaveBeenCalled();
    expect(await track.execute('1234567890', 'FSABCDEFGH')).toEqual({ ok: false, error: { kind: 'Failed' } });
  });
});
