import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { telLink } from '../../../core/content/domain/settings';
import { useSettings } from '../content/queries';
import { FerryIcon, MenuIcon, PhoneIcon } from '../icons/app-bar-icons';
import { useLocalize } from '../i18n/use-locale';

/** The installed app's bottom bar: call customer care, booking (home), more (the app menu). */
export function AppFooterBar() {
  const intl = useIntl();
  const localize = useLocalize();
  const phone = useSettings().data?.supportPhone;
  return (
    <nav className="app-footer-bar" aria-label={intl.formatMessage({ id: 'appBar.label' })}>
      <ul>
        {phone && <li><a href={telLink(phone)}><PhoneIcon /><FormattedMessage id="appBar.call" /></a></li>}
        <li><Link to={localize('/')}><FerryIcon /><FormattedMessage id="appBar.booking" /></Link></li>
        <li><Link to={localize('/pwaMenu')}><MenuIcon /><FormattedMessage id="appBar.more" /></Link></li>
      </ul>
    </nav>
  );
}
