/**
 * Port `PaymentProcessor`: the card processor that takes a traveller's money on its hosted payment page. Two
 * adapters: the Cardlink redirect protocol against a real processor (PAYMENT_URL), and the embedded test processor
 * served by this shop (no PAYMENT_URL), which keeps its own ledger of captures and refunds.
 *
 * A payment attempt is named by the shop (`attemptId`, sent as Cardlink's `orderid`): one order may have several
 * attempts (a traveller who changed the delivery after starting to pay starts a new one), and every later call names
 * the attempt. `refund` and `void` are idempotent by `(attemptId, key)`: repeating one whose answer was lost does
 * not pay back twice.
 */

export type PaymentErrorKind = 'Refused' | 'Unavailable';
/**
 * - `Refused`: the processor answered no (nothing to refund, more than was captured, unknown attempt); nothing changed.
 * - `Unavailable`: no answer (an error, a timeout): the outcome is unknown; repeat the call with the same key.
 */
export class PaymentError extends Error {
  constructor(readonly kind: PaymentErrorKind, message: string, readonly operation: string) {
    super(message);
    this.name = 'PaymentError';
  }
}

export interface PaymentStart {
  readonly attemptId: string;
  /** Cents. */
  readonly amount: number;
  readonly currency: 'EUR';
  /** What the payment page shows the traveller, in their language. */
  readonly description: string;
  readonly lang: string;
  readonly payer: {
    readonly email: string; readonly phone: string; readonly country: string; readonly state: string; readonly zip: string;
    readonly city: string; readonly address: string;
  };
  /** Where the processor posts (through the traveller's browser) a capture, and a decline or cancel. */
  readonly confirmUrl: string;
  readonly cancelUrl: string;
}

/** The form that sends the browser to the hosted payment page. */
export interface HostedPaymentForm {
  readonly url: string;
  readonly method: 'POST';
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/**
 * `declined` is not final: the traveller may try another card on the same page (Cardlink's retries), so a capture of
 * the same attempt may follow a decline. `captured` and `cancelled` are final: an attempt is captured at most once.
 */
export type PaymentOutcome = 'captured' | 'declined' | 'cancelled';

/** A payment result the processor signed (a callback, or the answer to `inquire`). */
export interface VerifiedPaymentResult {
  readonly attemptId: string;
  readonly outcome: PaymentOutcome;
  /** Cents captured (0 unless captured). */
  readonly amount: number;
  /** The processor's transaction id (refunds name it); empty unless captured. */
  readonly transactionId: string;
  /** The processor's message for the traveller, when it gave one (a decline's reason). */
  readonly message: string;
  /** The signed fields as received, for the record. */
  readonly raw: Readonly<Record<string, string>>;
}

export interface PaymentRefund {
  readonly attemptId: string;
  /** Cents paid back by this refund. */
  readonly amount: number;
  /** The processor's id of the refund. */
  readonly refundId: string;
}

export interface PaymentProcessor {
  /** The processor's name, stored with each payment (`cardlink`, `test-processor`). */
  readonly name: string;
  /** Signs the hosted payment form of one attempt. */
  start(payment: PaymentStart): Promise<HostedPaymentForm>;
  /**
   * Reads a result posted to the confirm or cancel URL (the raw `application/x-www-form-urlencoded` body): the
   * result when its signature and merchant are ours, otherwise undefined. Pure: nothing is stored or called.
   */
  verify(body: string): VerifiedPaymentResult | undefined;
  /**
   * Asks the processor what became of an attempt (for an attempt whose callback never arrived or was lost):
   * undefined while the traveller has not finished (or never began) on the payment page.
   */
  inquire(attemptId: string): Promise<VerifiedPaymentResult | undefined>;
  /** Pays back `amount` cents of a captured attempt; idempotent by `key`. */
  refund(attemptId: string, amount: number, key: string): Promise<PaymentRefund>;
  /**
   * Cancels an attempt that has not been captured, so the page refuses to take the money (idempotent). A captured
   * attempt is `Refused` (nothing changes): pay it back with `refund`. A real processor may not be able to close a
   * page the traveller has open: a capture that still arrives after a void must be refunded.
   */
  void(attemptId: string): Promise<void>;
}

/** The provider a payment row records for an attempt of `processor` (the `payments.provider` column). */
export const providerOf = (processor: Pick<PaymentProcessor, 'name'>): 'cardlink' | 'test-processor' =>
  processor.name === 'cardlink' ? 'cardlink' : 'test-processor';
