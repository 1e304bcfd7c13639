import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStandaloneDisplay } from '../use-standalone-display';
import { AppFooterBar } from './app-footer-bar';
import { Footer, FooterBottom } from './footer';
import { Header } from './header';
import { OfflineNotice } from './offline-notice';
import { SessionEndedNotice } from './session-ended-notice';

export type LayoutName = 'default' | 'booking' | 'empty';

function SkipLink() {
  return <a className="skip-link" href="#main"><FormattedMessage id="layout.skipToContent" /></a>;
}

/** The page area. After an in-app navigation focus moves to it, so keyboard and screen-reader users start there. */
function Main({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return <main ref={ref} id="main" tabIndex={-1} className="page">{children}</main>;
}

/** The installed app (standalone display mode): no header or footer, the app's bottom menu instead (SPEC section 1). */
function layoutClass(name: LayoutName, standalone: boolean): string {
  return `layout layout--${name}${standalone ? ' layout--standalone' : ''}`;
}

/** Header, page, footer; in the installed app the app footer bar replaces header and footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const standalone = useStandaloneDisplay();
  return (
    <div className={layoutClass('default', standalone)}>
      <SkipLink />
      <Header installedApp={standalone} />
      <OfflineNotice />
      <SessionEndedNotice />
      <Main>{children}</Main>
      {standalone ? <AppFooterBar /> : <Footer />}
    </div>
  );
}

/** The booking steps: header and a short footer, so the visitor stays on the task. */
export function BookingLayout({ children }: { children: ReactNode }) {
  const standalone = useStandaloneDisplay();
  return (
    <div className={layoutClass('booking', standalone)}>
      <SkipLink />
      <Header installedApp={standalone} />
      <OfflineNotice />
      <SessionEndedNotice />
      <Main>{children}</Main>
      {standalone ? <AppFooterBar /> : <footer className="site-footer site-footer--short"><FooterBottom /></footer>}
    </div>
  );
}

/** Pages reached by an e-mailed link (the language switcher is hidden: it would drop the link's token). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  const standalone = useStandaloneDisplay();
  return (
    <div className={layoutClass('empty', standalone)}>
      <SkipLink />
      <Header showLanguages={false} installedApp={standalone} />
      <OfflineNotice />
      <SessionEndedNotice />
      <Main>{children}</Main>
      {standalone ? <AppFooterBar /> : <footer className="site-footer site-footer--short"><FooterBottom /></footer>}
    </div>
  );
}

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'booking') return <BookingLayout>{children}</BookingLayout>;
  if (name === 'empty') return <EmptyLayout>{children}</EmptyLayout>;
  return <DefaultLayout>{children}</DefaultLayout>;
}
