import { observer } from 'mobx-react-lite';
import { type InputHTMLAttributes, type ReactNode, useLayoutEffect, useReducer, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterNextPaintOnPhone } from '../../../shared/after-paint';
import { openSelectAfterPaint } from '../../../shared/select-picker';
import { type ResultsStep3ViewModel } from './results-step3.view-model';

/** The DOM id of a step-3 field key (`traveller.0.name` → `step3-traveller-0-name`). */
export const fieldId = (key: string) => `step3-${key.replace(/\./g, '-')}`;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return <p id={id} className="step3-field__error"><FormattedMessage id={message} /></p>;
}

function Notice({ vm, k }: { vm: ResultsStep3ViewModel; k: string }) {
  const notice = vm.notices[k];
  return (
    <p className="step3-field__notice" role="status">
      {notice ? <FormattedMessage id={notice.id} values={notice.values} /> : null}
    </p>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'> {
  vm: ResultsStep3ViewModel;
  k: string;
  label: string;
  /** Message id of a hint under the label. */
  hint?: string;
  optional?: boolean;
  /** A button or text after the input (a look-up, a check). */
  action?: ReactNode;
  /** Show the field's notice (a call's confirmation). */
  notice?: boolean;
}

/**
 * The traveller left field `k`: its text is tidied and its error may show (`vm.leave`). On a phone that runs after the
 * next frame (issue 18): the blur comes in the task of the tap on the next field, and the booking's update and the
 * field's render (18 ms at 4x CPU) held back that field's focus from painting. Pay tidies every field itself.
 */
const leaveAfterPaint = (vm: ResultsStep3ViewModel, k: string) => afterNextPaintOnPhone(() => vm.leave(k));

/** A labelled text input bound to a step-3 field: error on the field (aria-invalid, aria-describedby), hint, notice. */
export const TextField = observer(function TextField({ vm, k, label, hint, optional, action, notice, className, ...input }: TextFieldProps) {
  const intl = useIntl();
  const id = fieldId(k);
  const error = vm.errorOf(k);
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`step3-field${error ? ' step3-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="step3-field__optional"> {intl.formatMessage({ id: 'results.step3.optional' })}</span>}
      </label>
      {hint && <p id={`${id}-hint`} className="step3-field__hint"><FormattedMessage id={hint} /></p>}
      <div className="step3-field__control">
        <input id={id} value={vm.value(k)} onChange={(e) => vm.set(k, e.target.value)} onBlur={() => leaveAfterPaint(vm, k)}
          aria-invalid={error ? true : undefined} aria-describedby={described} required={!optional} {...input} />
        {action}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {notice && <Notice vm={vm} k={k} />}
    </div>
  );
});

export interface SelectFieldProps {
  vm: ResultsStep3ViewModel;
  k: string;
  label: string;
  /** The `<option>`s (memoised by the caller: long country lists are not rebuilt on every keystroke). */
  children: ReactNode;
  optional?: boolean;
  autoComplete?: string;
  /** Instead of writing the field (the phone prefix is chosen by country). */
  value?: string;
  onChoose?: (value: string) => void;
}

export const SelectField = observer(function SelectField({ vm, k, label, children, optional, autoComplete, value, onChoose }: SelectFieldProps) {
  const id = fieldId(k);
  const error = vm.errorOf(k);
  return (
    <div className={`step3-field${error ? ' step3-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? vm.value(k)} autoComplete={autoComplete} required={!optional}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => (onChoose ? onChoose(e.target.value) : vm.set(k, e.target.value))} onBlur={() => leaveAfterPaint(vm, k)}
        onMouseDown={openSelectAfterPaint}>
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

/**
 * A choice among a few options as radio buttons in a fieldset, with the error tied to the group. The radios are not
 * controlled by React: the browser checks the one tapped, and on a phone the choice reaches the booking after that
 * frame (issue 18: the booking's update and the card's render cost ~20 ms at 4x CPU in the tap's task); a value changed
 * elsewhere sets `checked` from `value`, and so does a choice the booking did not take (the render after it).
 */
export const RadioGroup = observer(function RadioGroup({ vm, k, legend, options, value, onChoose, optional }: {
  vm: ResultsStep3ViewModel; k: string; legend: string; options: readonly { value: string; label: ReactNode }[];
  value: string; onChoose: (value: string) => void; optional?: boolean;
}) {
  const intl = useIntl();
  const id = fieldId(k);
  const error = vm.errorOf(k);
  const group = useRef<HTMLDivElement>(null);
  const [chosen, renderAgain] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => { radio.checked = radio.value === value; });
  }, [value, chosen]);
  return (
    <fieldset className={`step3-choice${error ? ' step3-field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        {optional && <span className="step3-field__optional"> {intl.formatMessage({ id: 'results.step3.optional' })}</span>}
      </legend>
      <div className="step3-choice__options" ref={group}>
        {options.map((o, i) => (
          <label key={o.value} className="step3-choice__option">
            <input type="radio" name={id} id={i === 0 ? id : `${id}-${o.value}`} value={o.value} defaultChecked={value === o.value}
              aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
              onChange={() => afterNextPaintOnPhone(() => { onChoose(o.value); renderAgain(); })} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
});

/** A checkbox bound to a step-3 flag, with its error. */
export const CheckboxField = observer(function CheckboxField({ vm, k, errorKey, checked, onToggle, children }: {
  vm: ResultsStep3ViewModel; k: string; errorKey?: string; checked: boolean; onToggle: (on: boolean) => void; children: ReactNode;
}) {
  const id = fieldId(errorKey ?? k);
  const error = vm.errorOf(errorKey ?? k);
  return (
    <div className={`step3-check${error ? ' step3-field--invalid' : ''}`}>
      <input type="checkbox" id={id} checked={checked} onChange={(e) => onToggle(e.target.checked)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{children}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
