import { FormattedMessage, useIntl } from 'react-intl';
import { telLink } from '../../../../core/content';
import { useListHead } from '../content-head';
import { ContactForm } from './contact-form';
import { NewsletterForm } from './newsletter-form';
import { type ScreenContext } from '../../../shared/catalog/screen-loaders';
import { useSettings } from '../../../shared/content/queries';
import { SupportHours } from '../../../shared/layout/support-hours';
import { uiTokens } from '../../../shared/view-model-tokens';
import '../../../shared/catalog/content-screens.css';

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
