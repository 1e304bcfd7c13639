import { type CardPaymentForm, type PaymentRedirect } from '../../core/booking';

/** In the browser: builds the payment form in the page and submits it, so the hosted payment page takes over. */
export class FormPostPaymentRedirect implements PaymentRedirect {
  constructor(private readonly doc: () => Document = () => document) {}

  async submit(form: CardPaymentForm): Promise<void> {
    const doc = this.doc();
    const element = doc.createElement('form');
    element.method = form.method;
    element.action = form.url;
    element.style.display = 'none';
    for (const field of form.fields) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = field.name;
      input.value = field.value;
      element.appendChild(input);
    }
    doc.body.appendChild(element);
    element.submit();
  }
}
