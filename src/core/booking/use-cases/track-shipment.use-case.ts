import { type Result, err, ok } from '../../shared/result';
import { type CourierGateway } from '../ports/services-gateway.port';

/** Where printed tickets sent by courier are, as the courier tells it. */
export const SHIPMENT_STATUSES = ['created', 'picked_up', 'in_transit', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** NotFound: the courier has no such shipping number for this traveller; Failed: it could not be asked. */
export type TrackShipmentError = { readonly kind: 'NotFound' } | { readonly kind: 'Failed' };

const isStatus = (value: string): value is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(value);

/**
 * Follows the courier delivery of an issued order's printed tickets by its shipping number (the shop books the
 * courier once the tickets are issued; the number comes with the reservation). Only the order's holder may ask.
 */
export class TrackShipment {
  constructor(private readonly courier: Pick<CourierGateway, 'retrieveVoucher'>) {}

  async execute(shippingNumber: string, orderCode: string): Promise<Result<ShipmentStatus, TrackShipmentError>> {
    if (!/^[A-Za-z0-9]{4,20}$/.test(shippingNumber)) return err({ kind: 'NotFound' });
    const answer = await this.courier.retrieveVoucher(shippingNumber, orderCode);
    if (!answer.ok) return err({ kind: answer.error.kind === 'NotFound' ? 'NotFound' : 'Failed' });
    return isStatus(answer.value.status) ? ok(answer.value.status) : err({ kind: 'Failed' });
  }
}
