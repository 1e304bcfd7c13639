import { useBlocker } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { whenEngaged } from '../../../shared/idle-prefetch';

const loadDialog = () => import('./leave-dialog');
// The dialog (react-aria) is a chunk of its own, fetched once a booking is under way.
const LeaveDialog = lazy(() => loadDialog().then((m) => ({ default: m.LeaveDialog })));

/**
 * The leave-page warning of SPEC.md section 2 while a booking is under way (`isActive`): closing or reloading the
 * tab gets the browser's own question; an in-app link away from the results asks in a dialog whether to keep
 * editing (the default, also Escape; `onStay` hears it) or leave; the logo asks the same. Moving between days or
 * steps of the results never asks.
 */
export function LeaveGuard({ isActive, onStay }: { isActive: () => boolean; onStay?: () => void }) {
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { routeId: string }; next: { routeId: string } }) => current.routeId !== next.routeId && isActive(),
    [isActive],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: isActive, withResolver: true });
  // Fetched from the traveller's first interaction, not with the page's start.
  useEffect(() => whenEngaged(window, () => { void loadDialog().catch(() => undefined); }), []);
  if (blocker.status !== 'blocked') return null;
  const stay = () => {
    onStay?.();
    blocker.reset();
  };
  return <Suspense fallback={null}><LeaveDialog onStay={stay} onLeave={blocker.proceed} /></Suspense>;
}
