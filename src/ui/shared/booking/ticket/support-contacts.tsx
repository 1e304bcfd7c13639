import { FormattedMessage } from 'react-intl';
import { telLink } from '../../../../core/content';
import { useSettings } from '../../content/queries';
import { SupportHours } from '../../layout/support-hours';

/** Customer care's phone, e-mail and hours from the shop settings, for a traveller whose booking needs help. */
export function SupportContacts({ messageId = 'ticket.support.lead' }: { messageId?: string }) {
  const { data: settings } = useSettings();
  const phone = settings?.supportPhone ?? '';
  const email = settings?.supportEmail ?? '';
  return (
    <div className="support-contacts">
      <p>
        <FormattedMessage id={messageId} values={{
          phone: phone ? <a href={telLink(phone)} className="support-contacts__link">{phone}</a> : '—',
          email: email ? <a href={`mailto:${email}`} className="support-contacts__link">{email}</a> : '—',
        }} />
      </p>
      {settings?.supportHours && <p className="support-contacts__hours"><SupportHours hours={settings.supportHours} /></p>}
    </div>
  );
}
