import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../shared/i18n/use-locale';
import './upcoming-screen.css';

/** The screens whose content later issues build; each has its heading and a line of what it will offer. */
export const UPCOMING_SCREENS = ['results', 'success', 'account', 'activateAccount', 'changePassword', 'blog', 'post',
  'companies', 'company', 'destinations', 'destination', 'offers', 'offer', 'routes', 'route', 'contact', 'booknow',
  'login', 'authFlow'] as const;
export type UpcomingScreenName = (typeof UPCOMING_SCREENS)[number];

/** A screen's heading (also the document title) and what the visitor will find there. */
export function UpcomingScreen({ screen, slug }: { screen: UpcomingScreenName; slug?: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `screen.${screen}.title` });
  usePageTitle(title);
  return (
    <section className="screen-intro" aria-labelledby="screen-title">
      <h1 id="screen-title">{title}</h1>
      {slug && <p className="screen-intro__slug"><code>{slug}</code></p>}
      <p><FormattedMessage id={`screen.${screen}.lead`} /></p>
    </section>
  );
}
