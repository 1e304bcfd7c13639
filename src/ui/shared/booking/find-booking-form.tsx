import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField, useLabel } from '../auth/form-field';
import '../auth/auth.css';

/** What went wrong in "Find your booking", shown on the field it concerns (the code, or the e-mail / last name). */
export type FindError = { readonly field: 'orderCode' | 'proof'; readonly reason: 'required' | 'notFound' | 'tooMany' | 'failed' };

/** The part of a view model the form reads and drives (the success page's and the manage-booking page's). */
export interface FindBookingModel {
  readonly findCode: string;
  readonly findProof: string;
  readonly findError: FindError | undefined;
  readonly finding: boolean;
  setFindCode(value: string): void;
  setFindProof(value: string): void;
  findBooking(): Promise<void>;
}

/**
 * "Find your booking" (issue 13): a guest order opens only with its order token, so a traveller who has only the
 * reservation code proves it with the lead traveller's e-mail or last name. Errors show on the field they concern,
 * which takes the focus. Shared by the success page and the manage-booking page (issue 17).
 */
export const FindBookingForm = observer(function FindBookingForm({ vm, className = 'success-page__find' }: { vm: FindBookingModel; className?: string }) {
  const label = useLabel();
  const code = useRef<HTMLInputElement>(null);
  const proof = useRef<HTMLInputElement>(null);
  const error = vm.findError;
  useEffect(() => {
    if (error) (error.field === 'orderCode' ? code : proof).current?.focus();
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.findBooking();
  };
  const messageOf = (field: 'orderCode' | 'proof') => {
    if (error?.field !== field) return undefined;
    return error.reason === 'required' ? `success.find.error.${field}.required` : `success.find.error.${error.reason}`;
  };
  return (
    <form className={className} aria-labelledby="find-booking-title" onSubmit={submit} noValidate>
      <h2 id="find-booking-title"><FormattedMessage id="success.find.title" /></h2>
      <p id="find-booking-intro"><FormattedMessage id="success.find.intro" /></p>
      <FormField inputRef={code} id="find-booking-code" label={label('success.find.code')} value={vm.findCode} onValue={vm.setFindCode}
        error={messageOf('orderCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={20} />
      <FormField inputRef={proof} id="find-booking-proof" label={label('success.find.proof')} value={vm.findProof} onValue={vm.setFindProof}
        error={messageOf('proof')} describedBy="find-booking-intro" autoComplete="off" required maxLength={120} />
      <button type="submit" className="button" disabled={vm.finding} aria-busy={vm.finding || undefined}>
        <FormattedMessage id={vm.finding ? 'success.find.searching' : 'success.find.submit'} />
      </button>
    </form>
  );
});
