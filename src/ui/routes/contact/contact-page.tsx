import { FormattedMessage, useIntl } from 'react-intl';
import { telLink } from '../../../core/content';
import { useListHead } from '../../features/content-screens/content-head';
import { ContactForm } from '../../features/content-screens/contact-form';
import { NewsletterForm } from '../../features/content-screens/newsletter-form';
import { type ScreenContext } from '../../features/content-screens/screen-loaders';
import { useSettings } from '../../features/content/queries';
import { SupportHours } from '../../shared/layout/support-hours';
import { uiTokens } from '../../shared/view-model-tokens';
import '../../features/content-screens/content-screens.css';

/** The forms' view models come with the catalog domain. */
export async function loadScreen(context: ScreenContext) {
  await context.resolver.get(uiTokens.Domains).require('catalog');
  return {};
}

/** `/contact`: customer care's phone, e-mail and hours, the contact form and the newsletter. */
export function Screen() {
  const intl = useIntl();
  const { data: settings } = useSettings();
  useListHead(intl.formatMessage({ id: 'contact.title' }), intl.formatMessage({ id: 'contact.description' }));
  return (
    <div className="catalog-screen contact-screen">
      <header className="catalog-screen__header">
        <h1><FormattedMessage id="contact.title" /></h1>
        <p className="catalog-screen__lead"><FormattedMessage id="contact.description" /></p>
      </header>
      <div className="contact-screen__columns">
        <ContactForm />
        <aside className="contact-screen__aside" aria-labelledby="contact-care">
          <h2 id="contact-care"><FormattedMessage id="contact.care" /></h2>
          {settings && (
            <ul className="contact-screen__care">
              {settings.supportPhone && (
                <li><FormattedMessage id="contentPage.contact.phone" />{' '}<a href={telLink(settings.supportPhone)}>{settings.supportPhone}</a></li>
              )}
              {settings.supportEmail && (
                <li><FormattedMessage id="contentPage.contact.email" />{' '}<a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a></li>
              )}
              {settings.supportHours && <li><SupportHours hours={settings.supportHours} /></li>}
            </ul>
          )}
          <NewsletterForm />
        </aside>
      </div>
    </div>
  );
}
