import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AccountDetails } from '../../../core/account';
import { FormField, FormMessage } from '../../shared/auth/form-field';
import { CountrySelect } from '../../shared/i18n/country-select';
import { ACCOUNT_FIELDS, type AccountDetailsViewModel } from './account-details.view-model';

const AUTOCOMPLETE: Record<keyof AccountDetails, string> = {
  firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel', address: 'street-address',
  city: 'address-level2', zipCode: 'postal-code', nationality: 'country',
};
const REQUIRED: readonly (keyof AccountDetails)[] = ['firstName', 'lastName', 'email'];

/**
 * The account details: name, last name, e-mail, phone, address, city, zip code, nationality. The e-mail is shown
 * read-only: it changes through the e-mail change form (current password, then a link to the new address).
 */
export const AccountDetailsForm = observer(function AccountDetailsForm({ vm }: { vm: AccountDetailsViewModel }) {
  const intl = useIntl();
  return (
    <form noValidate className="auth-form account-form" aria-labelledby="account-details-title"
      onSubmit={(event) => { event.preventDefault(); void vm.save(); }}>
      <h2 id="account-details-title"><FormattedMessage id="account.details.title" /></h2>
      <div className="account-form__grid">
        {ACCOUNT_FIELDS.map((field) => field === 'nationality' ? (
          <CountrySelect key={field} id={`account-${field}`} label={intl.formatMessage({ id: `account.field.${field}` })} autoComplete="country"
            value={vm.values[field]} error={vm.errors[field]} onValue={(v) => vm.set(field, v)} onBlur={() => vm.leave(field)} />
        ) : (
          <FormField key={field} id={`account-${field}`} label={intl.formatMessage({ id: `account.field.${field}` })}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[field]}
            value={vm.values[field]} error={vm.errors[field]} onValue={(v) => vm.set(field, v)} onBlur={() => vm.leave(field)}
            required={REQUIRED.includes(field)}
            {...(field === 'email' ? { readOnly: true, describedBy: 'account-email-hint' } : {})}>
            {field === 'email' && <p id="account-email-hint" className="form-field__hint"><FormattedMessage id="account.email.readOnlyHint" /></p>}
          </FormField>
        ))}
      </div>
      {vm.saved && <FormMessage tone="success" id="account.details.saved" />}
      <FormMessage tone="error" id={vm.failure} />
      <button type="submit" className="button auth-form__submit" disabled={vm.busy}><FormattedMessage id="account.details.save" /></button>
    </form>
  );
});
