import { observer } from 'mobx-react-lite';
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Locale, localizePath } from '../../../../core/shared/locale';
import { formatMoney } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { countryOfPrefix, countryOptions } from './countries';
import { CheckboxField, RadioGroup, SelectField, TextField, fieldId } from './fields';
import { type ResultsStep3ViewModel } from './results-step3.view-model';

/** The terms pages of each language (the Footer Bottom Menu's pages, SPEC.md section 2). */
const LEGAL_PATHS: Record<Locale, { terms: string; privacy: string }> = {
  el: { terms: '/oroi-and-proypo8eseis', privacy: '/politikh-aporrhtoy' },
  en: { terms: '/terms-and-conditions', privacy: '/privacy-policy' },
  de: { terms: '/allgemeine-geschaeftsbedingungen', privacy: '/datenschutzerklaerung' },
  it: { terms: '/termini-e-condizioni', privacy: '/informativa-sulla-privacy' },
  fr: { terms: '/conditions-generales', privacy: '/politique-de-confidentialite' },
  es: { terms: '/terminos-y-condiciones', privacy: '/politica-de-privacidad' },
};

export function legalLinks(locale: Locale): { terms: string; privacy: string } {
  const paths = LEGAL_PATHS[locale];
  return { terms: localizePath(paths.terms, locale), privacy: localizePath(paths.privacy, locale) };
}

/** The leader's contact details: the name on the booking, e-mail, mobile with its country prefix, address. */
export const ContactFields = observer(function ContactFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const intl = useIntl();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const prefixes = useMemo(() => countries.map((c) => <option key={c.code} value={c.code}>{`${c.name} (${c.prefix})`}</option>), [countries]);
  const names = useMemo(() => countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>), [countries]);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="step3-card" aria-labelledby="step3-contact-title">
      <h3 id="step3-contact-title"><FormattedMessage id="results.step3.contact" /></h3>
      <p className="step3-card__note"><FormattedMessage id={vm.user ? 'results.step3.contact.fromAccount' : 'results.step3.contact.note'} /></p>
      <div className="step3-grid">
        <TextField vm={vm} k="leader.firstName" label={t('results.step3.field.firstName')} autoComplete="given-name" />
        <TextField vm={vm} k="leader.lastName" label={t('results.step3.field.lastName')} autoComplete="family-name" />
        <RadioGroup vm={vm} k="leader.sex" legend={t('results.step3.field.gender')} optional value={vm.value('leader.sex')}
          onChoose={(v) => vm.set('leader.sex', v)}
          options={[{ value: 'male', label: t('results.step3.gender.male') }, { value: 'female', label: t('results.step3.gender.female') }]} />
        <TextField vm={vm} k="leader.email" label={t('results.step3.field.email')} type="email" autoComplete="email"
          hint="results.step3.hint.email" spellCheck={false} />
        <div className="step3-phone">
          <SelectField vm={vm} k="leader.phonePrefix" label={t('results.step3.field.phonePrefix')} autoComplete="off" optional
            value={countryOfPrefix(vm.value('leader.phonePrefix'), vm.value('leader.country'), countries)} onChoose={(code) => vm.setPhoneCountry(code)}>
            {prefixes}
          </SelectField>
          <TextField vm={vm} k="leader.mobile" label={t('results.step3.field.mobile')} type="tel" inputMode="tel"
            autoComplete="tel-national" hint="results.step3.hint.mobile" />
        </div>
        <TextField vm={vm} k="leader.address" label={t('results.step3.field.address')} autoComplete="street-address" />
        <TextField vm={vm} k="leader.city" label={t('results.step3.field.city')} autoComplete="address-level2" />
        <TextField vm={vm} k="payment.prefecture" label={t('results.step3.field.prefecture')} autoComplete="address-level1" />
        <TextField vm={vm} k="leader.zipcode" label={t('results.step3.field.zipCode')} autoComplete="postal-code" />
        <SelectField vm={vm} k="leader.country" label={t('results.step3.field.country')} autoComplete="country">
          {names}
        </SelectField>
      </div>
    </section>
  );
});

/** Ticket delivery: e-ticket collected at the port, or by courier within Greece for a fee. */
export const DeliveryFields = observer(function DeliveryFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const method = vm.value('payment.receiveTicketsMethod');
  const fee = formatMoney(vm.shippingCost, locale);
  return (
    <section className="step3-card" aria-labelledby="step3-delivery-title">
      <h3 id="step3-delivery-title"><FormattedMessage id="results.step3.delivery" /></h3>
      <RadioGroup vm={vm} k="payment.receiveTicketsMethod" legend={t('results.step3.delivery.legend')} value={method}
        onChoose={(v) => vm.setDelivery(v as 'port' | 'courier')}
        options={[
          { value: 'port', label: <><strong><FormattedMessage id="results.step3.delivery.port" /></strong> <span className="step3-choice__hint"><FormattedMessage id="results.step3.delivery.portHint" /></span></> },
          { value: 'courier', label: <><strong><FormattedMessage id="results.step3.delivery.courier" values={{ fee }} /></strong> <span className="step3-choice__hint"><FormattedMessage id="results.step3.delivery.courierHint" /></span></> },
        ]} />
      {method === 'courier' && (
        <div className="step3-grid">
          <p className="step3-card__note step3-grid__wide"><FormattedMessage id="results.step3.delivery.address" /></p>
          <TextField vm={vm} k="payment.name" label={t('results.step3.field.recipient')} autoComplete="name" />
          <TextField vm={vm} k="payment.telephone" label={t('results.step3.field.recipientPhone')} type="tel" inputMode="tel"
            autoComplete="tel-national" hint="results.step3.hint.greekPhone" />
          <TextField vm={vm} k="payment.poBox" label={t('results.step3.field.poBox')} optional autoComplete="off" maxLength={20} />
        </div>
      )}
    </section>
  );
});

/** An invoice instead of a receipt: the company's data fetched from the tax authority by its tax number. */
export const InvoiceFields = observer(function InvoiceFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const needInvoice = vm.value('invoice.needInvoice') === 'true';
  const busy = vm.busy['invoice.tax'] === true;
  return (
    <section className="step3-card" aria-labelledby="step3-invoice-title">
      <h3 id="step3-invoice-title"><FormattedMessage id="results.step3.invoice" /></h3>
      <CheckboxField vm={vm} k="invoice.needInvoice" checked={needInvoice} onToggle={(on) => vm.setFlag('invoice.needInvoice', on)}>
        <FormattedMessage id="results.step3.invoice.need" />
      </CheckboxField>
      {needInvoice && (
        <div className="step3-grid">
          <TextField vm={vm} k="invoice.tax" label={t('results.step3.field.tax')} inputMode="numeric" autoComplete="off" notice
            hint="results.step3.hint.tax" maxLength={9}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void vm.lookUpCompany(); } }}
            action={(
              <button type="button" className="button button--ghost step3-field__action" aria-disabled={busy}
                aria-describedby={fieldId('invoice.tax')} onClick={() => { if (!busy) void vm.lookUpCompany(); }}>
                <FormattedMessage id="results.step3.invoice.lookUp" />
              </button>
            )} />
          <TextField vm={vm} k="invoice.companyName" label={t('results.step3.field.companyName')} autoComplete="organization" />
          <TextField vm={vm} k="invoice.activity" label={t('results.step3.field.activity')} autoComplete="off" />
          <TextField vm={vm} k="invoice.taxOffice" label={t('results.step3.field.taxOffice')} autoComplete="off" optional />
          <TextField vm={vm} k="invoice.address" label={t('results.step3.field.companyAddress')} autoComplete="off" />
          <TextField vm={vm} k="invoice.registry" label={t('results.step3.field.registry')} optional inputMode="numeric" autoComplete="off"
            hint="results.step3.hint.registry" maxLength={12} />
          <TextField vm={vm} k="invoice.mobile" label={t('results.step3.field.invoiceMobile')} optional type="tel" inputMode="tel"
            autoComplete="off" maxLength={16} />
        </div>
      )}
    </section>
  );
});

/** A discount coupon: checked, then the booking is priced again so the discount shows. */
export const CouponFields = observer(function CouponFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const intl = useIntl();
  const locale = useLocale();
  const hasCoupon = vm.value('coupon.hasCoupon') === 'true';
  const busy = vm.busy['coupon.couponNumber'] === true;
  const applied = vm.coupon.applied;
  const discount = vm.discount;
  return (
    <section className="step3-card" aria-labelledby="step3-coupon-title">
      <h3 id="step3-coupon-title"><FormattedMessage id="results.step3.coupon" /></h3>
      <CheckboxField vm={vm} k="coupon.hasCoupon" checked={hasCoupon} onToggle={(on) => vm.coupon.setHasCoupon(on)}>
        <FormattedMessage id="results.step3.coupon.have" />
      </CheckboxField>
      {hasCoupon && (
        <TextField vm={vm} k="coupon.couponNumber" label={intl.formatMessage({ id: 'results.step3.field.coupon' })} autoComplete="off"
          spellCheck={false} notice
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void vm.coupon.apply(); } }}
          action={applied && !vm.coupon.pending ? (
            <button type="button" className="button button--ghost step3-field__action" onClick={() => vm.coupon.remove()}>
              <FormattedMessage id="results.step3.coupon.remove" />
            </button>
          ) : (
            <button type="button" className="button button--ghost step3-field__action" aria-disabled={busy}
              aria-describedby={fieldId('coupon.couponNumber')} onClick={() => { if (!busy) void vm.coupon.apply(); }}>
              <FormattedMessage id="results.step3.coupon.apply" />
            </button>
          )} />
      )}
      {applied && discount > 0 && (
        <p className="step3-discount"><FormattedMessage id="results.step3.coupon.discount" values={{ code: applied, amount: formatMoney(discount, locale) }} /></p>
      )}
    </section>
  );
});

/** Newsletter opt-in and the acceptance of the terms of use and privacy policy (required before paying). */
export const ConsentFields = observer(function ConsentFields({ vm }: { vm: ResultsStep3ViewModel }) {
  const locale = useLocale();
  const links = legalLinks(locale);
  const link = (href: string) => (chunks: ReactNode[]) => (
    <a href={href} target="_blank" rel="noopener">
      {chunks}
      <span className="visually-hidden"> <FormattedMessage id="results.step3.newTab" /></span>
    </a>
  );
  return (
    <section className="step3-card" aria-labelledby="step3-consent-title">
      <h3 id="step3-consent-title"><FormattedMessage id="results.step3.consent" /></h3>
      <CheckboxField vm={vm} k="payment.newsletter" checked={vm.value('payment.newsletter') === 'true'} onToggle={(on) => vm.setFlag('payment.newsletter', on)}>
        <FormattedMessage id="results.step3.newsletter" />
      </CheckboxField>
      <CheckboxField vm={vm} k="payment.checked" errorKey="terms" checked={vm.value('payment.checked') === 'true'} onToggle={(on) => vm.setFlag('payment.checked', on)}>
        <FormattedMessage id="results.step3.terms" values={{ terms: link(links.terms), privacy: link(links.privacy) }} />
      </CheckboxField>
    </section>
  );
});
