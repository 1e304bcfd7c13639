import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageHead } from '../head-context';
import { usePageTitle } from '../i18n/use-locale';
import { useViewModel } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';
import '../layout/status-page.css';

/** 404: says so, then takes the visitor to the parent path (or home) after a few seconds. */
export const NotFoundPage = observer(function NotFoundPage() {
  const intl = useIntl();
  const router = useRouter();
  const vm = useViewModel(uiTokens.NotFoundViewModel);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  usePageHead({ noindex: true });

  useEffect(() => {
    vm.open(pathname);
    const timer = setInterval(vm.tick, 1000);
    return () => clearInterval(timer);
  }, [vm, pathname]);

  useEffect(() => {
    if (vm.shouldRedirect) void router.navigate({ href: vm.target, replace: true });
  }, [vm.shouldRedirect, vm.target, router]);

  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="status-title"><FormattedMessage id="notFound.title" /></h1>
      <p><FormattedMessage id="notFound.sorry" /></p>
      <p><FormattedMessage id="notFound.redirecting" values={{ seconds: vm.secondsLeft }} /></p>
      <Link to={vm.target} replace className="button"><FormattedMessage id="notFound.goNow" /></Link>
    </section>
  );
});
