import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useViewModel } from '../../../shared/use-view-model';
import { catalogScreenTokens } from '../catalog.tokens';
import { NEWSLETTER_MESSAGES } from '../../../shared/failure-messages';

/** The newsletter form (`POST /newsletter`, the group of the page's language). */
export const NewsletterForm = observer(function NewsletterForm() {
  const vm = useViewModel(catalogScreenTokens.NewsletterFormViewModel);
  const id = useId();
  const submit = () => vm.submit().then(() => { if (vm.error) document.getElementById(`${id}-email`)?.focus(); });
  return (
    <form className="newsletter-form" noValidate aria-labelledby={`${id}-title`}
      onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <h2 id={`${id}-title`}><FormattedMessage id="newsletter.title" /></h2>
      <p><FormattedMessage id="newsletter.lead" /></p>
      <div className={`cs-field${vm.error ? ' cs-field--invalid' : ''}`}>
        <label htmlFor={`${id}-email`}><FormattedMessage id="newsletter.email" /></label>
        <div className="newsletter-form__row">
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={vm.email} required
            aria-invalid={vm.error ? true : undefined} aria-describedby={vm.error ? `${id}-error` : undefined}
            onChange={(e) => vm.setEmail(e.target.value)} />
          <button type="submit" className="button" disabled={vm.status === 'sending'}><FormattedMessage id="newsletter.subscribe" /></button>
        </div>
        {vm.error && <p id={`${id}-error`} className="field-error"><FormattedMessage id={vm.error} /></p>}
      </div>
      <div aria-live="polite">
        {vm.status === 'subscribed' && <p className="form-notice form-notice--success"><FormattedMessage id={NEWSLETTER_MESSAGES.subscribed} /></p>}
        {vm.status === 'failed' && vm.failure && <p className="form-notice form-notice--error" role="alert"><FormattedMessage id={vm.failure} /></p>}
      </div>
      {vm.status === 'failed' && (
        <button type="button" className="button button--ghost" onClick={() => { void submit(); }}>
          <FormattedMessage id="newsletter.retry" />
        </button>
      )}
    </form>
  );
});
