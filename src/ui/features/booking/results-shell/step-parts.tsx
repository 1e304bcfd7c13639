import { type ComponentType, lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { type WizardStep } from '../../../../core/booking/domain/booking-state';
import { ResultsStep1 } from '../step1/results-step1';

/** What the shell gives every step: `onNext` once the step's form is valid (contract of issue 5). */
export interface StepProps {
  onNext: () => void;
}

type Module = Record<string, unknown>;

// Steps 2 and 3, the price summary and the hold timer are built beside this folder; each loads as a chunk of its
// own when its file is there (step 1 is part of the results chunk, the others are fetched when the shell mounts).
const siblings = import.meta.glob<Module>([
  '../step2/results-step2.tsx', '../step3/results-step3.tsx', '../price-summary/price-summary.tsx', '../payment/hold-timer.tsx',
]);

function part<P extends object>(path: string, name: string): { Component?: ComponentType<P>; preload: () => void } {
  const load = siblings[path];
  if (!load) return { preload: () => undefined };
  let pending: Promise<Module> | undefined;
  const fetchOnce = () => {
    pending ??= load();
    pending.catch(() => { pending = undefined; });
    return pending;
  };
  const Component = lazy(async () => ({ default: (await fetchOnce())[name] as ComponentType<P> }));
  return { Component, preload: () => { void fetchOnce().catch(() => undefined); } };
}

const step2 = part<StepProps>('../step2/results-step2.tsx', 'ResultsStep2');
const step3 = part<StepProps>('../step3/results-step3.tsx', 'ResultsStep3');
const priceSummary = part<object>('../price-summary/price-summary.tsx', 'PriceSummary');
const holdTimer = part<object>('../payment/hold-timer.tsx', 'HoldTimer');

/** Fetches the later steps' code while the traveller is still choosing a sailing. */
export function preloadSteps(): void {
  for (const p of [step2, step3, priceSummary, holdTimer]) p.preload();
}

/** A step whose code is not in this build yet: its heading, so focus and the breadcrumb still work. */
function MissingStep({ step }: { step: WizardStep }) {
  return (
    <section aria-labelledby="results-step-heading">
      <h2 id="results-step-heading" tabIndex={-1}><FormattedMessage id={`results.step.${step}`} /></h2>
    </section>
  );
}

export function StepContent({ step, onNext }: { step: WizardStep; onNext: () => void }) {
  if (step === 0) return <ResultsStep1 onNext={onNext} />;
  const { Component } = step === 1 ? step2 : step3;
  return Component ? <Component onNext={onNext} /> : <MissingStep step={step} />;
}

export const PriceSummary = priceSummary.Component;
export const HoldTimer = holdTimer.Component;
