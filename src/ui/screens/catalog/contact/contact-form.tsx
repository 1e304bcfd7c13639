import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { catalogScreenTokens } from '../catalog.tokens';
import { CONTACT_RESULT_MESSAGES } from '../../../shared/failure-messages';
import type { ContactField } from './contact-form.view-model';

const FIELDS: readonly { field: ContactField; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'contact.field.name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', label: 'contact.field.lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'contact.field.email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'contact.field.phone', type: 'tel', autoComplete: 'tel' },
];

/** The contact form (`POST /api/emails/contactUs`): errors on the fields, focus on the first wrong one, nothing typed lost. */
export const ContactForm = observer(function ContactForm() {
  const vm = useViewModel(catalogScreenTokens.ContactFormViewModel);
  const intl = useIntl();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const submit = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const sent = await vm.submit();
    const invalid = vm.firstInvalidField;
    if (!sent && invalid) form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  };
  useEffect(() => { if (vm.status === 'sent') status.current?.focus(); }, [vm.status]);

  const props = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: vm.values[field],
    required: true,
    'aria-invalid': vm.errors[field] ? true : undefined,
    'aria-describedby': vm.errors[field] ? `${id}-${field}-error` : undefined,
    onBlur: () => vm.leaveField(field),
  });
  const error = (field: ContactField) => vm.errors[field] && (
    <p id={`${id}-${field}-error`} className="field-error"><FormattedMessage id={vm.errors[field]} /></p>
  );

  return (
    <form ref={form} className="contact-form" onSubmit={(e) => { void submit(e); }} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title"><FormattedMessage id="contact.form.title" /></h2>
      <p className="contact-form__hint"><FormattedMessage id="contact.form.required" /></p>
      <div className="contact-form__grid">
        {FIELDS.map(({ field, label, type, autoComplete }) => (
          <div key={field} className={`cs-field${vm.errors[field] ? ' cs-field--invalid' : ''}`}>
            <label htmlFor={`${id}-${field}`}><FormattedMessage id={label} /></label>
            <input {...props(field)} type={type} autoComplete={autoComplete} onChange={(e) => vm.setField(field, e.target.value)} />
            {error(field)}
          </div>
        ))}
      </div>
      <div className={`cs-field${vm.errors.message ? ' cs-field--invalid' : ''}`}>
        <label htmlFor={`${id}-message`}><FormattedMessage id="contact.field.message" /></label>
        <textarea {...props('message')} rows={6} maxLength={5000} onChange={(e) => vm.setField('message', e.target.value)} />
        {error('message')}
      </div>
      <div aria-live="polite">
        {vm.status === 'sent' && (
          <p ref={status} tabIndex={-1} className="form-notice form-notice--success"><FormattedMessage id={CONTACT_RESULT_MESSAGES.sent} /></p>
        )}
        {vm.failure && <p className="form-notice form-notice--error" role="alert"><FormattedMessage id={vm.failure} /></p>}
      </div>
      {vm.failure && vm.failure !== CONTACT_RESULT_MESSAGES.rateLimited && (
        <button type="button" className="button button--ghost" onClick={() => { void submit(); }}>
          <FormattedMessage id="contact.retry" />
        </button>
      )}
      <button type="submit" className="button" disabled={vm.sending} aria-busy={vm.sending || undefined}>
        {intl.formatMessage({ id: vm.sending ? 'contact.sending' : 'contact.send' })}
      </button>
    </form>
  );
});
