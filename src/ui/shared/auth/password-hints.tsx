import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PasswordHint, type PasswordStrength } from '../../../core/auth';

/** The password hints, each marked passed or not, and the live strength meter (weak, medium, strong). */
export const PasswordHints = observer(function PasswordHints({ id, hints, strength, empty }: {
  id: string; hints: { hint: PasswordHint; passed: boolean }[]; strength: PasswordStrength; empty: boolean;
}) {
  const intl = useIntl();
  const level = { weak: 1, medium: 2, strong: 3 }[strength];
  return (
    <div id={id} className="password-hints">
      <ul>
        {hints.map(({ hint, passed }) => (
          <li key={hint} className={passed ? 'is-passed' : undefined}>
            <span aria-hidden="true">{passed ? '✓' : '•'}</span>{' '}
            <FormattedMessage id={`auth.password.hint.${hint}`} />
            <span className="visually-hidden"> <FormattedMessage id={passed ? 'auth.password.hint.passed' : 'auth.password.hint.missing'} /></span>
          </li>
        ))}
      </ul>
      {!empty && (
        <div className={`strength-meter strength-meter--${strength}`}>
          <span className="strength-meter__bar" aria-hidden="true"><span style={{ width: `${(level / 3) * 100}%` }} /></span>
          <span aria-live="polite"><FormattedMessage id="auth.password.strength" values={{ strength: intl.formatMessage({ id: `auth.password.strength.${strength}` }) }} /></span>
        </div>
      )}
    </div>
  );
});
