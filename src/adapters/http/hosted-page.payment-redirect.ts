import { type CardPaymentForm, type PaymentRedirect } from '../../core/booking';

/** A test card the embedded payment page approves. */
export const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', holder: 'TEST CARDHOLDER' } as const;

interface HtmlForm { action: string; fields: { name: string; value: string }[]; hasCard: boolean; id?: string }

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
  .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The forms of an HTML page: action, hidden and named inputs (with their values), whether it asks for a card. */
export function readForms(html: string, baseUrl: string): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, head = '', body = ''] = match;
    const fields = [...body.matchAll(/<input\b[^>]*>/gi)].map(([tag]) => ({ name: decode(attr(tag, 'name') ?? ''), value: decode(attr(tag, 'value') ?? '') }))
      .filter((f) => f.name !== '');
    forms.push({ action: new URL(decode(attr(head, 'action') ?? ''), baseUrl).toString(), fields, hasCard: fields.some((f) => f.name === 'card'), id: attr(head, 'id') });
  }
  return forms;
}

/**
 * Headless (Node): does what a browser does with the payment form. Posts it to the hosted page, fills in the card
 * and pays, then posts the signed result the page hands back to the shop, exactly as the page's form would.
 * Ends at the shop's redirect (success or error page), which it returns.
 */
export class HostedPagePaymentRedirect implements PaymentRedirect {
  lastRedirect: string | undefined;

  constructor(private readonly card: { number: string; expiry: string; cvv: string; holder: string } = TEST_CARD, private readonly fetchImpl: typeof fetch = fetch) {}

  async submit(form: CardPaymentForm): Promise<void> {
    const page = await this.post(form.url, [...form.fields]);
    const payForm = readForms(page.html, page.url).find((f) => f.hasCard);
    if (!payForm) throw new Error(`the payment page at ${form.url} shows no card form (status ${page.status})`);
    const filled = payForm.fields.map((f) => {
      if (f.name === 'card') return { name: f.name, value: this.card.number };
      if (f.name === 'expiry') return { name: f.name, value: this.card.expiry };
      if (f.name === 'cvv') return { name: f.name, value: this.card.cvv };
      if (f.name === 'holder') return { name: f.name, value: this.card.holder };
      return f;
    });
    const result = await this.post(payForm.action, [...filled, { name: 'action', value: 'pay' }]);
    const back = readForms(result.html, result.url).find((f) => f.id === 'result');
    if (!back) throw new Error(`the payment page did not return a result (status ${result.status})`);
    const answer = await this.fetchImpl(back.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: encode(back.fields), redirect: 'manual' });
    this.lastRedirect = answer.headers.get('location') ?? undefined;
    if (answer.status !== 303 && answer.status !== 302) throw new Error(`the shop answered the payment result with ${answer.status}`);
  }

  private async post(url: string, fields: { name: string; value: string }[]) {
    const response = await this.fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: encode(fields) });
    return { status: response.status, url: response.url || url, html: await response.text() };
  }
}

function encode(fields: { name: string; value: string }[]): string {
  const params = new URLSearchParams();
  for (const f of fields) params.append(f.name, f.value);
  return params.toString();
}
