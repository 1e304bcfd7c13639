import { FormattedMessage } from 'react-intl';
import { useDates } from '../../i18n/use-dates';

/**
 * Says that the tickets shown are the copy this device saved (issue 17, offline): when it was saved, and that the
 * booking may have changed since. Shown wherever a saved copy stands in for the shop's answer.
 */
export function SavedCopyNotice({ savedAt, messageId = 'wallet.savedOn' }: { savedAt: string; messageId?: string }) {
  const dates = useDates();
  const when = dates.format(savedAt, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Athens' });
  return (
    <p className="saved-copy-notice">
      <FormattedMessage id={messageId} values={{ date: <time dateTime={savedAt}>{when}</time> }} />
    </p>
  );
}
