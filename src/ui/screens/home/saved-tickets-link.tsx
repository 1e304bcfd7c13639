import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ensureAllMessages } from '../../shared/i18n/load-messages';
import { useLocale, useLocalize } from '../../shared/i18n/use-locale';
import { useService } from '../../shared/use-view-model';
import { uiTokens } from '../../shared/view-model-tokens';

/**
 * The home page's way to "My tickets" when this device keeps saved tickets (issue 17, offline). The device's yes or
 * no is read after the first render (the server knows nothing of it), and the link's words are in the rest part of
 * the messages, asked for only then: a first visit loads nothing more.
 */
export function SavedTicketsLink() {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalize();
  const hint = useService(uiTokens.WalletHint);
  const [saved, setSaved] = useState(false);
  const worded = intl.messages['wallet.homeLink'] !== undefined;
  useEffect(() => { setSaved(hint.has()); }, [hint]);
  useEffect(() => {
    if (saved && !worded) ensureAllMessages(locale).catch(() => undefined);
  }, [saved, worded, locale]);
  if (!saved || !worded) return null;
  return (
    <p className="hero__tickets">
      <Link to={localize('/tickets')} className="hero__tickets-link"><FormattedMessage id="wallet.homeLink" /></Link>
    </p>
  );
}
