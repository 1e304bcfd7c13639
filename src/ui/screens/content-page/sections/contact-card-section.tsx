import { FormattedMessage } from 'react-intl';
import { type PageSection, itemValue, telLink } from '../../../../core/content';
import { useSettings } from '../../../shared/content/queries';
import { SupportHours } from '../../../shared/layout/support-hours';
import { RichText } from './rich-text';

/** Template `ContactCard`: a heading, a short text and the customer-care phone, e-mail and hours from the settings. */
export function ContactCardSection({ section }: { section: PageSection }) {
  const { data: settings } = useSettings();
  const heading = itemValue(section.items, 'heading');
  const html = itemValue(section.items, 'html');
  return (
    <section className="content-section contact-card">
      {heading && <h2>{heading}</h2>}
      {html && <RichText html={html} />}
      {settings && (
        <ul>
          {settings.supportPhone && (
            <li><FormattedMessage id="contentPage.contact.phone" />{' '}<a href={telLink(settings.supportPhone)}>{settings.supportPhone}</a></li>
          )}
          {settings.supportEmail && (
            <li><FormattedMessage id="contentPage.contact.email" />{' '}<a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a></li>
          )}
          {settings.supportHours && <li><SupportHours hours={settings.supportHours} /></li>}
        </ul>
      )}
    </section>
  );
}
