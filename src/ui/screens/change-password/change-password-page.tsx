import { useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { RecoverPasswordForm } from '../../shared/auth/recover-password-form';
import { usePageTitle, useLocale } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import '../../shared/auth/auth.css';

/**
 * `/change-password?token=…` (the reset mail's link): the new password twice, changed with the link's token.
 * Without a token it asks for a new reset mail.
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const vm = useViewModel(uiTokens.RecoverPasswordViewModel);
  const token = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).token });
  useState(() => vm.useResetToken(token === undefined || token === null ? undefined : String(token)));
  const title = intl.formatMessage({ id: vm.changing ? 'auth.recover.changeTitle' : 'auth.recover.title' });
  usePageTitle(title);
  return (
    <section className="auth-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{title}</h1>
      <RecoverPasswordForm vm={vm} idPrefix="change-password" onLogIn={() => void navigate({ to: localizePath('/login', locale) })} />
    </section>
  );
});
