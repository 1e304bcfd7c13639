import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type ResultsShellViewModel } from './results-shell.view-model';

/**
 * The breadcrumb of the booking steps (SPEC.md section 2): shown once the booking is past step 0; a step is a
 * button only when the forms before it are valid and it is not beyond the furthest step reached.
 */
export const BookingBreadcrumb = observer(function BookingBreadcrumb({ vm }: { vm: ResultsShellViewModel }) {
  const intl = useIntl();
  const steps = vm.breadcrumb;
  return (
    <nav className="booking-steps" aria-label={intl.formatMessage({ id: 'results.steps.label' })}>
      <ol className="booking-steps__list">
        {steps.map(({ step, state, done }) => {
          const name = intl.formatMessage({ id: `results.step.${step}` });
          const spoken = intl.formatMessage({ id: 'results.steps.position' }, { number: step + 1, total: steps.length, name });
          const content = (
            <>
              <span className="booking-steps__number" aria-hidden="true">{done ? '✓' : step + 1}</span>
              <span className="booking-steps__name" aria-hidden="true">{name}</span>
              <span className="visually-hidden">{done ? `${spoken} ${intl.formatMessage({ id: 'results.steps.done' })}` : spoken}</span>
            </>
          );
          return (
            <li key={step} className={`booking-steps__item booking-steps__item--${state}${done ? ' is-done' : ''}`}
              aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'reachable'
                ? <button type="button" className="booking-steps__link" onClick={() => vm.goTo(step)}>{content}</button>
                : <span className="booking-steps__link">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
