import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ensureAllMessages } from '../../shared/i18n/load-messages';
import { useLocale, useLocalize } from '../../shared/i18n/use-locale';

/**
 * The home page's way to "My tickets" (issue 17, offline), loaded by the home page when the device keeps saved
 * tickets. Its words are in the rest part of the messages, asked for only then: a first visit loads nothing more.
 */
export function SavedTicketsLink() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const worded = intl.messages['wallet.homeLink'] !== undefined;
  useEffect(() => {
    if (!worded) ensureAllMessages(locale).catch(() => undefined);
  }, [worded, locale]);
  if (!worded) return null;
  return (
    <p className="hero__tickets">
      <Link to={localize('/tickets')} className="hero__tickets-link"><FormattedMessage id="wallet.homeLink" /></Link>
    </p>
  );
}
