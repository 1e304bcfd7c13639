import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ensureAllMessages } from '../i18n/load-messages';
import { useLocale } from '../i18n/use-locale';

// The dialog's code (forms, react-aria, its navigation) is fetched only when it first opens.
const LoginDialogRoute = lazy(() => import('./login-dialog-route'));

const on = (value: unknown) => value === true || value === 'true';

/**
 * Opens the login/registration dialog for `?login=true`, `?changePassword=true&token=…` and on `/login`
 * (`/en/login`…). Renders nothing on the server and at hydration. The forms' messages (`auth.register.*`,
 * `auth.recover.*`, `auth.validation.*`, `auth.password.*`, `auth.field.*`) are in the rest part of the locale's
 * messages (not in home's first download): the dialog shows once the IntlProvider holds them.
 */
export function LoginDialogHost() {
  const open = useRouterState({
    select: (s) => {
      const search = s.location.search as Record<string, unknown>;
      return on(search.login) || on(search.changePassword) || /^(\/[a-z]{2})?\/login\/?$/.test(s.location.pathname);
    },
  });
  const [mounted, setMounted] = useState(false);
  const locale = useLocale();
  const worded = useIntl().messages['auth.register.submit'] !== undefined;
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (open && !worded) ensureAllMessages(locale).catch(() => undefined);
  }, [open, worded, locale]);
  if (!mounted || !open || !worded) return null;
  return <Suspense fallback={null}><LoginDialogRoute /></Suspense>;
}
