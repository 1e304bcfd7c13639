import { type ReactNode, type SelectHTMLAttributes, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { openSelectAfterPaint } from '../../../shared/select-picker';
import { type StepProblem } from './results-step2.view-model';

/** The message of a problem, translated, tied to its control by id. */
export function FieldError({ id, problem }: { id: string; problem: StepProblem | undefined }) {
  const intl = useIntl();
  if (!problem) return null;
  return <p id={`${id}-error`} className="s2-field__error" role="alert">{intl.formatMessage({ id: problem.message }, problem.values)}</p>;
}

/** `aria-describedby` of a control: its error, then its hint. */
export function describedBy(id: string, problem: StepProblem | undefined, hint?: boolean): string | undefined {
  return [problem ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  problem?: StepProblem;
  hint?: ReactNode;
  /** Takes two columns where there is room (long option texts). */
  wide?: boolean;
  children: ReactNode;
}

/** A labelled select with its hint and error tied to it; on a phone its list opens after the tap paints. */
export function SelectField({ id, label, value, onValue, problem, hint, wide, children, ...select }: SelectFieldProps) {
  return (
    <div className={`s2-field${wide ? ' s2-field--wide' : ''}${problem ? ' s2-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.target.value)} onMouseDown={openSelectAfterPaint} aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, !!hint)} {...select}>
        {children}
      </select>
      {hint && <p id={`${id}-hint`} className="s2-field__hint">{hint}</p>}
      <FieldError id={id} problem={problem} />
    </div>
  );
}

/** A number of metres (1 to 20, half metres): what is typed stays as typed; a number is applied at once. */
export function LengthField({ id, label, value, onValue, problem }: { id: string; label: string; value: number; onValue: (v: number) => void; problem?: StepProblem }) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((typed) => (Number(typed) === value && typed !== '' ? typed : String(value)));
  }, [value]);
  return (
    <div className={`s2-field s2-field--short${problem ? ' s2-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" inputMode="decimal" min={1} max={20} step={0.5} value={text}
        onChange={(e) => { setText(e.target.value); if (e.target.value !== '' && Number.isFinite(Number(e.target.value))) onValue(Number(e.target.value)); }}
        aria-invalid={problem ? true : undefined} aria-describedby={describedBy(id, problem)} />
      <FieldError id={id} problem={problem} />
    </div>
  );
}
