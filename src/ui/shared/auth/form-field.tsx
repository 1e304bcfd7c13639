import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  /** Message id of the field's error, shown under it and announced. */
  error?: string;
  onValue: (value: string) => void;
  /** More text tied to the input (hints). */
  describedBy?: string;
  /** The input element, for a form that moves the focus to the field in error. */
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

/** A labelled input whose error is tied to it (`aria-invalid`, `aria-describedby`) and announced when it shows. */
export function FormField({ id, label, value, error, onValue, describedBy, inputRef, children, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined}
        aria-describedby={described} {...input} />
      {error && <p id={errorId} className="form-field__error" role="alert"><FormattedMessage id={error} /></p>}
      {children}
    </div>
  );
}

/** The translated label of a message id, for `FormField`'s `label`. */
export function useLabel(): (id: string) => string {
  const intl = useIntl();
  return (id) => intl.formatMessage({ id });
}

/** A failure or notice of a whole form. */
export function FormMessage({ id, tone, values }: { id: string | undefined; tone: 'error' | 'success'; values?: Record<string, string> }) {
  if (!id) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
