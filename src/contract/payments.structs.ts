import { array, object, optional, string, type Infer, literal } from 'superstruct';
import { Lang, OrderCode } from './common.structs';

/** POST /api/payments/cardlink: the order to pay by card. */
export const CardlinkPaymentRequest = object({ order_code: OrderCode, lang: optional(Lang) });
/** The form the browser posts to the hosted payment page, fields in the protocol's order (digest last). */
export const CardlinkPaymentAnswer = object({
  url: string(),
  method: literal('POST'),
  fields: array(object({ name: string(), value: string() })),
});
export type CardlinkPaymentRequest = Infer<typeof CardlinkPaymentRequest>;
export type CardlinkPaymentAnswer = Infer<typeof CardlinkPaymentAnswer>;
