import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SavedKind } from '../../../core/account';
import { FormField, FormMessage } from '../../shared/auth/form-field';
import { CountrySelect } from '../../shared/i18n/country-select';
import { type SavedItemsViewModel } from './saved-items.view-model';

interface FieldSpec { name: string; type?: 'text' | 'gender' | 'country'; required?: boolean; placeholder?: string }

/** The fields of each saved list, in order. */
const FIELDS: Record<SavedKind, FieldSpec[]> = {
  passengers: [
    { name: 'firstName', required: true }, { name: 'lastName', required: true }, { name: 'birthDate', placeholder: 'DD/MM/YYYY' },
    { name: 'gender', type: 'gender' }, { name: 'nationality', type: 'country' }, { name: 'manNumber' }, { name: 'documentNumber' },
  ],
  vehicles: [{ name: 'name', required: true }, { name: 'plate' }, { name: 'info' }],
  pets: [{ name: 'nickname', required: true }, { name: 'chip' }],
};

const titleOf = (item: Record<string, unknown>) =>
  [item.firstName, item.lastName, item.name, item.nickname].filter((v) => typeof v === 'string' && v).join(' ');

/** A saved list: its records with edit and delete, and the add / edit form. */
export const SavedItemsSection = observer(function SavedItemsSection({ vm }: { vm: SavedItemsViewModel<SavedKind> }) {
  const intl = useIntl();
  const kind = vm.kind;
  useEffect(() => { void vm.load(); }, [vm]);
  const label = (field: string) => intl.formatMessage({ id: `account.${kind}.field.${field}` });
  const draft = vm.draft as unknown as Record<string, unknown> | undefined;
  return (
    <section className="saved-items" aria-labelledby={`saved-${kind}-title`}>
      <h2 id={`saved-${kind}-title`}><FormattedMessage id={`account.${kind}.title`} /></h2>
      {vm.loaded && vm.items.length === 0 && <p><FormattedMessage id={`account.${kind}.empty`} /></p>}
      <ul className="saved-items__list">
        {vm.items.map((item) => {
          const name = titleOf(item as unknown as Record<string, unknown>);
          return (
            <li key={item.id}>
              <span>{name}</span>
              <button type="button" className="button button--ghost" onClick={() => vm.startEdit(item.id)}
                aria-label={intl.formatMessage({ id: 'account.saved.edit' }, { name })}><FormattedMessage id="account.saved.editShort" /></button>
              <button type="button" className="button button--ghost" onClick={() => void vm.remove(item.id)} disabled={vm.busy}
                aria-label={intl.formatMessage({ id: 'account.saved.delete' }, { name })}><FormattedMessage id="account.saved.deleteShort" /></button>
            </li>
          );
        })}
      </ul>
      {vm.notice && <FormMessage tone="success" id={`account.saved.${vm.notice}`} />}
      {!draft && <FormMessage tone="error" id={vm.failure} />}
      {draft ? (
        <form noValidate className="auth-form saved-items__form" aria-labelledby={`saved-${kind}-form-title`}
          onSubmit={(event) => { event.preventDefault(); void vm.save(); }}>
          <h3 id={`saved-${kind}-form-title`}><FormattedMessage id={vm.editingId ? `account.${kind}.editTitle` : `account.${kind}.addTitle`} /></h3>
          <div className="account-form__grid">
            {FIELDS[kind].map((spec) => spec.type === 'gender' ? (
              <div key={spec.name} className="form-field">
                <label htmlFor={`saved-${kind}-${spec.name}`}>{label(spec.name)}</label>
                <select id={`saved-${kind}-${spec.name}`} value={String(draft[spec.name] ?? '')} onChange={(e) => vm.set(spec.name, e.target.value)}>
                  <option value="">{intl.formatMessage({ id: 'account.gender.unset' })}</option>
                  <option value="male">{intl.formatMessage({ id: 'account.gender.male' })}</option>
                  <option value="female">{intl.formatMessage({ id: 'account.gender.female' })}</option>
                </select>
              </div>
            ) : spec.type === 'country' ? (
              <CountrySelect key={spec.name} id={`saved-${kind}-${spec.name}`} label={label(spec.name)} value={String(draft[spec.name] ?? '')}
                error={vm.errors[spec.name]} onValue={(v) => vm.set(spec.name, v)} />
            ) : (
              <FormField key={spec.name} id={`saved-${kind}-${spec.name}`} label={label(spec.name)} value={String(draft[spec.name] ?? '')}
                error={vm.errors[spec.name]} onValue={(v) => vm.set(spec.name, v)} required={spec.required} placeholder={spec.placeholder} />
            ))}
          </div>
          {kind === 'passengers' && <LoyaltyClubs vm={vm} />}
          <FormMessage tone="error" id={vm.failure} />
          <div className="saved-items__actions">
            <button type="submit" className="button" disabled={vm.busy}><FormattedMessage id="account.details.save" /></button>
            <button type="button" className="button button--ghost" onClick={vm.cancel}><FormattedMessage id="account.saved.cancel" /></button>
          </div>
        </form>
      ) : (
        <button type="button" className="button" onClick={vm.startAdd}><FormattedMessage id={`account.${kind}.add`} /></button>
      )}
    </section>
  );
});

const LoyaltyClubs = observer(function LoyaltyClubs({ vm }: { vm: SavedItemsViewModel<SavedKind> }) {
  const intl = useIntl();
  const clubs = ((vm.draft as unknown as { loyaltyClubs?: { company: string; cardNumber: string }[] }).loyaltyClubs) ?? [];
  return (
    <fieldset className="saved-items__clubs">
      <legend><FormattedMessage id="account.passengers.field.loyaltyClubs" /></legend>
      {clubs.map((club, index) => (
        <div key={index} className="saved-items__club">
          <FormField id={`club-${index}-company`} label={intl.formatMessage({ id: 'account.club.company' }, { n: index + 1 })} value={club.company}
            onValue={(v) => vm.setClub(index, 'company', v)} error={vm.errors[`loyaltyClubs.${index}`]} />
          <FormField id={`club-${index}-card`} label={intl.formatMessage({ id: 'account.club.card' }, { n: index + 1 })} value={club.cardNumber}
            onValue={(v) => vm.setClub(index, 'cardNumber', v)} />
          <button type="button" className="link-button" onClick={() => vm.removeClub(index)}>
            {intl.formatMessage({ id: 'account.club.remove' }, { n: index + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="link-button" onClick={vm.addClub}><FormattedMessage id="account.club.add" /></button>
    </fieldset>
  );
});
