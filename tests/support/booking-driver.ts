/**
 * Exports: `findDeckTrip(baseUrl, options?)`, `driveBooking(baseUrl, options)`, `Booking` (step by step), `BookingRun`, `BookingStep`,
 * `BOOKING_STEPS`, `readForm(html, id?)`, `postForm(url, fields)`, `requestJson(baseUrl, method, path, options?)`.
 * A traveller booking over HTTP, as the browser does it, against any shop server (a child process or an in-process
 * test server): search → hold (optional-booking) → insert (details) → pay (the signed Cardlink form) → page (the
 * embedded processor's payment page) → card (the page's form posted with a card: the processor captures) → callback
 * (the signed result posted to the shop's confirm or cancel URL, as the browser's auto-submit does) → finalize.
 * `stopAfter` ends the run after a step: stopping after `card` is a traveller who paid and closed the tab before the
 * browser posted the result. A step whose request fails at the socket (the server died) ends the run with `died`.
 */

export const BOOKING_STEPS = ['hold', 'insert', 'pay', 'page', 'card', 'callback', 'finalize'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface Field { readonly name: string; readonly value: string }

export interface TripChoice { readonly tripId: string; readonly code: string; readonly available: number; readonly date: string }

export interface BookingOptions {
  /** The trip and accommodation code to hold; `findDeckTrip` picks one when absent. */
  readonly trip?: TripChoice;
  readonly passengers?: number;
  readonly stopAfter?: BookingStep;
  /** The card typed on the payment page (4111… captures, 4000 0000 0000 0002 is declined). */
  readonly card?: string;
  /** `cancel` presses the page's cancel button instead of paying. */
  readonly pageAction?: 'pay' | 'cancel';
  readonly lang?: string;
  /** The leader's e-mail (eleni@example.com by default). */
  readonly email?: string;
  /** Told of every answer the server gives (the step or the order call's path, its status and body). */
  readonly onAnswer?: (what: string, status: number, body: unknown) => void;
}

export interface StepFailure { readonly step: BookingStep; readonly status: number; readonly body: unknown }

export interface BookingRun {
  orderCode?: string;
  orderToken?: string;
  paymentAmount?: number;
  /** Steps that answered (any status). */
  readonly done: BookingStep[];
  /** The step whose request found no server (connection refused or reset): the server died during or before it. */
  died?: BookingStep;
  /** The first step answered with an unexpected status (the run stops there). */
  failed?: StepFailure;
  /** The signed result the payment page would post (after `card`). */
  result?: { action: string; fields: Field[] };
  /** Where the shop sent the browser after the callback. */
  redirectedTo?: string;
  /** finalize-booking's answer. */
  reservation?: unknown;
}

export class ServerGone extends Error {}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw new ServerGone(`${url}: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`);
  }
}

export async function requestJson<T = unknown>(
  baseUrl: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; orderToken?: string; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.orderToken) headers['x-order-token'] = options.orderToken;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await send(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T };
}

export async function postForm(url: string, fields: readonly Field[]): Promise<Response> {
  return send(url, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields.map((f) => [f.name, f.value])).toString(),
  });
}

/** The hidden fields and action of the form with `id` (or the first form) in an HTML page. */
export function readForm(html: string, id?: string): { action: string; fields: Field[] } {
  const start = id ? html.indexOf(`id="${id}"`) : html.indexOf('<form');
  if (start < 0) throw new Error(`no form ${id ?? ''} in the page: ${html.slice(0, 300)}`);
  const chunk = html.slice(html.lastIndexOf('<form', start + 5), html.indexOf('</form>', start));
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
  const action = unescape(/action="([^"]*)"/.exec(chunk)?.[1] ?? '');
  const fields = [...chunk.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)]
    .map((m) => ({ name: unescape(m[1] as string), value: unescape(m[2] as string) }));
  return { action, fields };
}

/** A sailing from Piraeus to Mykonos (or `from`→`to`) in the next days with the most free deck places. */
export async function findDeckTrip(
  baseUrl: string, options: { from?: string; to?: string; skipDays?: number } = {},
): Promise<TripChoice> {
  const from = options.from ?? 'PIR';
  const to = options.to ?? 'JMK';
  const dates = await requestJson<{ data: string[] }>(baseUrl, 'POST', '/booking/getDates', { body: { origin: from, destination: to } });
  if (dates.status !== 200) throw new Error(`getDates: ${dates.status} ${JSON.stringify(dates.body)}`);
  for (const date of dates.body.data.slice(options.skipDays ?? 2, (options.skipDays ?? 2) + 10)) {
    const found = await requestJson<{ legs: { trips: { tripId: string; deckAvailability: { code: string; available: number }[] }[] }[] }>(
      baseUrl, 'POST', '/booking/results', { body: { legs: [{ departurePort: from, destinationPort: to, departureDate: date }], lang: 'en' } },
    );
    if (found.status !== 200) continue;
    const best = (found.body.legs[0]?.trips ?? [])
      .filter((t) => (t.deckAvailability[0]?.available ?? 0) > 0)
      .sort((a, b) => (b.deckAvailability[0]?.available ?? 0) - (a.deckAvailability[0]?.available ?? 0))[0];
    if (best) return { tripId: best.tripId, code: best.deckAvailability[0]!.code, available: best.deckAvailability[0]!.available, date };
  }
  throw new Error(`no deck sailing ${from}→${to} in the next days`);
}

const LEADER = {
  firstName: 'Eleni', lastName: 'Papadopoulou', email: 'eleni@example.com', mobile: '6912345678', phonePrefix: '+30', country: 'GR',
};
const TRAVELLER = (i: number) => ({
  name: ['ELENI', 'NIKOS', 'GIORGOS', 'MARIA'][i % 4] as string, surname: 'PAPADOPOULOU', sex: i % 2 ? 'male' : 'female',
  nationality: 'GR', birthDate: '12/03/1985', documentNumber: `AK${123456 + i}`,
});

/**
 * One traveller's booking, step by step (each method runs one step and answers whether it went as a browser
 * expects); `run` records what happened. `driveBooking` runs the steps in order.
 */
export class Booking {
  readonly run: BookingRun = { done: [] };
  private form: { url: string; fields: Field[] } | undefined;
  private page: { action: string; fields: Field[] } | undefined;
  private readonly lang: string;
  private readonly passengers: number;

  constructor(private readonly baseUrl: string, private readonly trip: TripChoice, private readonly options: BookingOptions = {}) {
    this.lang = options.lang ?? 'en';
    this.passengers = options.passengers ?? 1;
  }

  private wanted(step: BookingStep, status: number, body: unknown, ok: number[]): boolean {
    this.run.done.push(step);
    this.options.onAnswer?.(step, status, body);
    if (ok.includes(status)) return true;
    this.run.failed ??= { step, status, body };
    return false;
  }

  /** Calls an order call of the Booking API (`/booking/failed-booking`, `/booking/refund`, `/booking/extend-hold`…) with the order's token. */
  async orderCall<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<{ status: number; body: T }> {
    const reply = await requestJson<T>(this.baseUrl, 'POST', path, { orderToken: this.run.orderToken, body: { order_code: this.run.orderCode, ...body } });
    this.options.onAnswer?.(path, reply.status, reply.body);
    return reply;
  }

  async hold(): Promise<boolean> {
    const reply = await requestJson<{ order_code: string; order_token?: string; payment_amount: number }>(this.baseUrl, 'POST', '/booking/optional-booking', {
      body: {
        trips: [{ tripId: this.trip.tripId, passengers: Array.from({ length: this.passengers }, (_, i) => ({ passengerType: 'AD', accommodationType: this.trip.code, sex: i % 2 ? 'male' : 'female' })) }],
        lang: this.lang,
      },
    });
    if (!this.wanted('hold', reply.status, reply.body, [200])) return false;
    this.run.orderCode = reply.body.order_code;
    this.run.orderToken = reply.body.order_token;
    this.run.paymentAmount = reply.body.payment_amount;
    return true;
  }

  async insert(): Promise<boolean> {
    const reply = await this.orderCall<{ payment_amount?: number }>('/booking/insert-booking', {
      leader: { ...LEADER, email: this.options.email ?? LEADER.email },
      passengers: Array.from({ length: this.passengers }, (_, i) => TRAVELLER(i)), lang: this.lang,
    });
    if (typeof reply.body?.payment_amount === 'number') this.run.paymentAmount = reply.body.payment_amount;
    return this.wanted('insert', reply.status, reply.body, [200]);
  }

  async pay(): Promise<boolean> {
    const reply = await requestJson<{ url: string; fields: Field[] }>(this.baseUrl, 'POST', '/api/payments/cardlink', {
      orderToken: this.run.orderToken, body: { order_code: this.run.orderCode, lang: this.lang },
    });
    if (!this.wanted('pay', reply.status, reply.body, [200])) return false;
    this.form = reply.body;
    return true;
  }

  async openPage(): Promise<boolean> {
    const response = await postForm(this.form!.url, this.form!.fields);
    const html = await response.text();
    if (!this.wanted('page', response.status, html, [200])) return false;
    this.page = readForm(html);
    return true;
  }

  /** Types the card (or presses cancel) on the payment page: the processor decides and answers the signed result. */
  async card(): Promise<boolean> {
    const action = this.options.pageAction ?? 'pay';
    const fields = action === 'cancel'
      ? [...this.page!.fields, { name: 'action', value: 'cancel' }]
      : [...this.page!.fields, { name: 'card', value: this.options.card ?? '4111 1111 1111 1111' }, { name: 'expiry', value: '12/30' }, { name: 'cvv', value: '123' }, { name: 'action', value: 'pay' }];
    const response = await postForm(new URL(this.page!.action, this.baseUrl).toString(), fields);
    const html = await response.text();
    if (!this.wanted('card', response.status, html, [200])) return false;
    this.run.result = readForm(html, 'result');
    return true;
  }

  /** The browser posts the signed result to the shop (the page's auto-submit). */
  async callback(): Promise<boolean> {
    const response = await postForm(this.run.result!.action, this.run.result!.fields);
    await response.arrayBuffer();
    this.run.redirectedTo = response.headers.get('location') ?? undefined;
    return this.wanted('callback', response.status, this.run.redirectedTo, [303]);
  }

  async finalize(): Promise<boolean> {
    const reply = await this.orderCall('/booking/finalize-booking');
    this.run.reservation = reply.body;
    return this.wanted('finalize', reply.status, reply.body, [200]);
  }

  /** Runs `steps` in order until one goes wrong; a dead server ends the run with `died`. */
  async through(steps: readonly BookingStep[]): Promise<BookingRun> {
    const methods: Record<BookingStep, () => Promise<boolean>> = {
      hold: () => this.hold(), insert: () => this.insert(), pay: () => this.pay(), page: () => this.openPage(),
      card: () => this.card(), callback: () => this.callback(), finalize: () => this.finalize(),
    };
    for (const step of steps) {
      try {
        if (!(await methods[step]())) break;
      } catch (error) {
        if (!(error instanceof ServerGone)) throw error;
        this.run.died = step;
        break;
      }
    }
    return this.run;
  }
}

/** Drives one booking as far as `stopAfter` (or to the end); never throws for an answer or a dead server. */
export async function driveBooking(baseUrl: string, options: BookingOptions = {}): Promise<BookingRun> {
  let trip = options.trip;
  if (!trip) {
    try {
      trip = await findDeckTrip(baseUrl);
    } catch (error) {
      if (error instanceof ServerGone) return { done: [], died: 'hold' };
      throw error;
    }
  }
  const last = options.stopAfter ? BOOKING_STEPS.indexOf(options.stopAfter) : BOOKING_STEPS.length - 1;
  return new Booking(baseUrl, trip, options).through(BOOKING_STEPS.slice(0, last + 1));
}
