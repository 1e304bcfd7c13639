import { FormattedMessage, useIntl } from 'react-intl';
import { type Offer } from '../../../core/content';

/** "Valid until 31 Oct 2027" (or from–until), dates in the page's language and the shop's time zone. */
export function OfferValidity({ offer }: { offer: Pick<Offer, 'validFrom' | 'validUntil'> }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Athens' });
  if (!offer.validUntil) return null;
  return <FormattedMessage id="offers.validUntil" values={{ date: date(offer.validUntil) }} />;
}
