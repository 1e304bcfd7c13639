import { useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type User } from '../../../core/auth';
import { localizePath } from '../../../core/shared/locale';
import { type SavedKind } from '../../../core/account';
import { AccountDetailsForm } from './account-details-form';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { MyTripsSection } from './my-trips-section';
import { SavedItemsSection } from './saved-items-section';
import { type SavedItemsViewModel } from './saved-items.view-model';
import { PageLoading } from '../../shared/layout/page-loading';
import { usePageTitle, useLocale } from '../../shared/i18n/use-locale';
import { useService, useViewModel } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { accountScreenTokens } from './account.tokens';
import '../../shared/auth/auth.css';
import './account-page.css';

/** `/account` (logged-in users): account details and log out; a visitor is sent to `/login` and back here. */
export const AccountPage = observer(function AccountPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useService(uiTokens.AuthSession);
  const [leaving, setLeaving] = useState(false);
  // The path to come back to after logging in, as it was when the page opened (not the one a logout leads to).
  const [accountPath] = useState(pathname);
  const loggingOut = useRef(false);
  const title = intl.formatMessage({ id: 'screen.account.title' });
  usePageTitle(title);

  useEffect(() => {
    let live = true;
    void session.restore().then((user) => {
      if (live && !user && !loggingOut.current) {
        void navigate({ to: localizePath('/login', locale), search: { redirect: accountPath }, replace: true });
      }
    });
    return () => { live = false; };
  }, [session, navigate, locale, accountPath]);

  const logOut = async () => {
    loggingOut.current = true;
    setLeaving(true);
    await session.logOut();
    await navigate({ to: localizePath('/', locale) });
  };

  return (
    <section className="account-page" aria-labelledby="account-title">
      <div className="account-page__head">
        <h1 id="account-title">{title}</h1>
        {session.loggedIn && (
          <button type="button" className="button button--ghost" onClick={() => void logOut()} disabled={leaving}>
            <FormattedMessage id="account.logout" />
          </button>
        )}
      </div>
      {session.user ? <AccountArea user={session.user} /> : <PageLoading />}
    </section>
  );
});

/** The logged-in user's area; its view models come with the account domain the route's loader loaded. */
const AccountArea = observer(function AccountArea({ user }: { user: User }) {
  const details = useViewModel(accountScreenTokens.AccountDetailsViewModel);
  const emailChange = useViewModel(accountScreenTokens.EmailChangeViewModel);
  const passwordChange = useViewModel(accountScreenTokens.PasswordChangeViewModel);
  const passengers = useViewModel(accountScreenTokens.SavedPassengersViewModel);
  const vehicles = useViewModel(accountScreenTokens.SavedVehiclesViewModel);
  const pets = useViewModel(accountScreenTokens.SavedPetsViewModel);
  const trips = useViewModel(accountScreenTokens.MyTripsViewModel);
  useState(() => details.fill(user));
  return (
    <>
      <p><FormattedMessage id="account.greeting" values={{ name: user.firstName }} /></p>
      <MyTripsSection vm={trips} userId={user.id} />
      <AccountDetailsForm vm={details} />
      <EmailChangeForm vm={emailChange} />
      <PasswordChangeForm vm={passwordChange} />
      <SavedItemsSection vm={passengers as SavedItemsViewModel<SavedKind>} />
      <SavedItemsSection vm={vehicles as SavedItemsViewModel<SavedKind>} />
      <SavedItemsSection vm={pets as SavedItemsViewModel<SavedKind>} />
    </>
  );
});
