import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';

// The dialog's code (forms, react-aria, its navigation) is fetched only when it first opens.
const LoginDialogRoute = lazy(() => import('./login-dialog-route'));

const on = (value: unknown) => value === true || value === 'true';

/**
 * Opens the login/registration dialog for `?login=true`, `?changePassword=true&token=…` and on `/login`
 * (`/en/login`…). Renders nothing on the server and at hydration.
 */
export function LoginDialogHost() {
  const open = useRouterState({
    select: (s) => {
      const search = s.location.search as Record<string, unknown>;
      return on(search.login) || on(search.changePassword) || /^(\/[a-z]{2})?\/login\/?$/.test(s.location.pathname);
    },
  });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !open) return null;
  return <Suspense fallback={null}><LoginDialogRoute /></Suspense>;
}
