import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { resultsHref } from '../../shared/search/results-href';
import { TripWizard } from '../../shared/search/trip-wizard';
import { useLocale, useLocalize, usePageTitle } from '../../shared/i18n/use-locale';
import { useViewModel } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';
import { booknowScreenTokens } from './booknow.tokens';
import { CreditPanel } from './credit-panel';
import './booknow-page.css';

type Heading = RefObject<HTMLHeadingElement | null>;

/** A placeholder of the reseller panel while the session and the reseller are checked (also the server's render). */
function BooknowSkeleton() {
  const intl = useIntl();
  return (
    <div className="booknow-skeleton" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'booknow.loading' })}>
      <div className="booknow-skeleton__panel" aria-hidden="true" />
      <div className="booknow-skeleton__form" aria-hidden="true" />
    </div>
  );
}

/** A state that ends the reseller entry: its heading (focused after an action), text and the ways on. */
function Notice({ heading, title, text, children, alert }: { heading: Heading; title: string; text: string; children: ReactNode; alert?: boolean }) {
  const intl = useIntl();
  return (
    <section className="booknow-notice" aria-labelledby="booknow-notice-title">
      <h2 id="booknow-notice-title" ref={heading} tabIndex={-1}>{intl.formatMessage({ id: title })}</h2>
      <p role={alert ? 'alert' : undefined}>{intl.formatMessage({ id: text })}</p>
      <div className="booknow-notice__actions">{children}</div>
    </section>
  );
}

/**
 * `/booknow`: the reseller booking entry. The session's user is the reseller (a visitor without one is sent to log
 * in and back); a reseller sees its agency and credit, and searches with the home page's trip wizard in reseller
 * mode, so the booking is paid from the credit limit. Other accounts are told this is not a reseller account.
 */
export const BooknowPage = observer(function BooknowPage() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The path to come back to after logging in, as it was when the page opened.
  const [booknowPath] = useState(pathname);
  const vm = useViewModel(booknowScreenTokens.BooknowViewModel);
  const wizard = useViewModel(uiTokens.TripWizardViewModel);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterAction = useRef(false);
  const title = intl.formatMessage({ id: 'booknow.title' });
  usePageTitle(title);
  const { status } = vm;

  useEffect(() => { void vm.load(); }, [vm]);
  useEffect(() => {
    if (status === 'loggedOut') void navigate({ to: localizePath('/login', locale), search: { redirect: booknowPath }, replace: true });
  }, [status, navigate, locale, booknowPath]);
  // After Retry, Leave or Book again the button pressed is gone: focus goes to the heading of what replaced it.
  useEffect(() => {
    if (status === 'loading' || !focusAfterAction.current) return;
    focusAfterAction.current = false;
    heading.current?.focus();
  }, [status]);
  const act = (action: () => unknown) => () => {
    focusAfterAction.current = true;
    void action();
  };

  const search = (query: Record<string, string>) => {
    void navigate({ href: resultsHref(localize, query) });
  };
  const home = <Link to={localize('/')} className="button button--ghost"><FormattedMessage id="booknow.home" /></Link>;
  const contact = <Link to={localize('/contact')} className="button"><FormattedMessage id="booknow.contact" /></Link>;

  return (
    <div className="booknow">
      <h1>{title}</h1>
      <p className="booknow__intro"><FormattedMessage id="booknow.intro" /></p>
      {status === 'loading' && <BooknowSkeleton />}
      {status === 'loggedOut' && (
        <p>
          <FormattedMessage id="booknow.loginNeeded" />{' '}
          <Link to={localize('/login')} search={{ redirect: booknowPath }}><FormattedMessage id="header.login" /></Link>
        </p>
      )}
      {status === 'failed' && (
        <Notice heading={heading} title="booknow.failed.title" text="booknow.failed.text" alert>
          <button type="button" className="button" onClick={act(vm.retry)}><FormattedMessage id="booknow.retry" /></button>
        </Notice>
      )}
      {status === 'notReseller' && (
        <Notice heading={heading} title="booknow.notReseller.title" text="booknow.notReseller.text">{contact}{home}</Notice>
      )}
      {status === 'left' && (
        <Notice heading={heading} title="booknow.left.title" text="booknow.left.text">
          <button type="button" className="button" onClick={act(vm.load)}><FormattedMessage id="booknow.reenter" /></button>
          {home}
        </Notice>
      )}
      {status === 'reseller' && vm.credit && (
        <>
          <CreditPanel heading={heading} agency={vm.agencyName} credit={vm.credit} onLeave={act(vm.leave)} />
          <section className="booknow__search" aria-labelledby="booknow-search-title">
            <h2 id="booknow-search-title"><FormattedMessage id="booknow.search.title" /></h2>
            <TripWizard vm={wizard} onSearch={search} />
          </section>
        </>
      )}
    </div>
  );
});
