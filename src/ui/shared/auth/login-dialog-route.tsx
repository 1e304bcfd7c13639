import { useNavigate, useRouterState } from '@tanstack/react-router';
import { localizePath, splitLocalePath } from '../../../core/shared/locale';
import { useLocale } from '../i18n/use-locale';
import { DIALOG_SEARCH_KEYS, afterLoginPath, isFlagOn } from './after-login';
import LoginDialog from './login-dialog';

/** The dialog as the address opens it: closing drops its flags (on `/login` it goes home); a login moves on. */
export default function LoginDialogRoute() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const locale = useLocale();
  const navigate = useNavigate();
  const onLoginPage = splitLocalePath(pathname).path.replace(/\/$/, '') === '/login';
  const changing = isFlagOn(search.changePassword);
  const resetToken = changing && search.token !== undefined && search.token !== null ? String(search.token) : undefined;
  const close = () => {
    if (onLoginPage) void navigate({ to: localizePath('/', locale) });
    else void navigate({ to: pathname, search: withoutDialogKeys(search) });
  };
  const loggedIn = () => void navigate({ to: afterLoginPath(search.redirect, locale) });
  return <LoginDialog resetToken={resetToken} onClose={close} onLoggedIn={loggedIn} />;
}

function withoutDialogKeys(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !(DIALOG_SEARCH_KEYS as readonly string[]).includes(key)));
}
