import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState } from 'react';
import { localizePath, splitLocalePath } from '../../../core/shared/locale';
import { useLocale } from '../../shared/i18n/use-locale';
import { DIALOG_SEARCH_KEYS, afterLoginPath, isFlagOn } from './after-login';

// The dialog's code (forms, react-aria) is fetched only when it first opens.
const LoginDialog = lazy(() => import('./login-dialog'));

/**
 * Opens the login/registration dialog for `?login=true`, `?changePassword=true&token=…` and on `/login`. Renders
 * nothing on the server and at hydration; closing drops the flags (on `/login` it goes home).
 */
export function LoginDialogHost() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const locale = useLocale();
  const navigate = useNavigate();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const onLoginPage = splitLocalePath(pathname).path.replace(/\/$/, '') === '/login';
  const changing = isFlagOn(search.changePassword);
  if (!mounted || !(isFlagOn(search.login) || changing || onLoginPage)) return null;

  const resetToken = changing && search.token !== undefined && search.token !== null ? String(search.token) : undefined;
  const close = () => {
    if (onLoginPage) void navigate({ to: localizePath('/', locale) });
    else void navigate({ to: pathname, search: withoutDialogKeys(search) });
  };
  const loggedIn = () => void navigate({ to: afterLoginPath(search.redirect, locale) });
  return (
    <Suspense fallback={null}>
      <LoginDialog resetToken={resetToken} onClose={close} onLoggedIn={loggedIn} />
    </Suspense>
  );
}

function withoutDialogKeys(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !(DIALOG_SEARCH_KEYS as readonly string[]).includes(key)));
}
