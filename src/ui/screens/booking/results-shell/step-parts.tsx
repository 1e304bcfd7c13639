import { type ComponentType, lazy } from 'react';
import { type WizardStep } from '../../../../core/booking/domain/booking-state';
import { ResultsStep1 } from '../step1/results-step1';
import { type DomainLoader } from '../../../shared/domain-loader';
import { useService } from '../../../shared/use-view-model';
import { uiTokens } from '../../../shared/view-model-tokens';

/** What the shell gives every step: `onNext` once the step's form is valid (contract of issue 5). */
export interface StepProps {
  onNext: () => void;
}

/** A component of its own chunk, fetched once on first render or when preloaded. */
function part<P extends object>(load: () => Promise<ComponentType<P>>): { Component: ComponentType<P>; preload: () => void } {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    pending ??= load();
    pending.catch(() => { pending = undefined; });
    return pending;
  };
  return {
    Component: lazy(async () => ({ default: await fetchOnce() })),
    preload: () => { void fetchOnce().catch(() => undefined); },
  };
}

// Step 1 is part of the results chunk; steps 2 and 3 (with the payment), the price summary and the hold timer are
// chunks of their own, fetched while the traveller is still choosing a sailing.
const step2 = part<StepProps>(() => import('../step2/results-step2').then((m) => m.ResultsStep2));
const priceSummary = part<object>(() => import('../price-summary/price-summary').then((m) => m.PriceSummary));
const holdTimer = part<object>(() => import('../payment/hold-timer').then((m) => m.HoldTimer));

// Step 3's view model is the `bookingDetails` domain (it brings the phone-number library, which the results page's
// load must not evaluate): its part waits for the domain too, so one per container's domain loader.
const step3Parts = new WeakMap<DomainLoader, ReturnType<typeof part<StepProps>>>();
function step3Of(domains: DomainLoader) {
  let step3 = step3Parts.get(domains);
  if (!step3) {
    step3 = part<StepProps>(async () => {
      const [m] = await Promise.all([import('../step3/results-step3'), domains.require('bookingDetails')]);
      return m.ResultsStep3;
    });
    step3Parts.set(domains, step3);
  }
  return step3;
}

/** Fetches the later steps' code (and step 3's domain) while the traveller is still choosing a sailing. */
export function preloadSteps(domains: DomainLoader): void {
  for (const p of [step2, step3Of(domains), priceSummary, holdTimer]) p.preload();
}

export function StepContent({ step, onNext }: { step: WizardStep; onNext: () => void }) {
  const domains = useService(uiTokens.Domains);
  const Step = step === 0 ? ResultsStep1 : step === 1 ? step2.Component : step3Of(domains).Component;
  return <Step onNext={onNext} />;
}

export const PriceSummary = priceSummary.Component;
export const HoldTimer = holdTimer.Component;
