import { FormattedMessage, useIntl } from 'react-intl';
import { localizePath } from '../../../core/shared/locale';
import { useLocale, usePageTitle } from '../../shared/i18n/use-locale';
import '../../shared/layout/status-page.css';

/** Something failed: says so and offers a way back home (a full load, so a broken state is left behind). */
export function ErrorPage() {
  const intl = useIntl();
  const locale = useLocale();
  usePageTitle(intl.formatMessage({ id: 'error.title' }));
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title"><FormattedMessage id="error.title" /></h1>
      <p><FormattedMessage id="error.text" /></p>
      <button type="button" className="button" onClick={() => window.location.assign(localizePath('/', locale))}>
        <FormattedMessage id="error.home" />
      </button>
    </section>
  );
}
