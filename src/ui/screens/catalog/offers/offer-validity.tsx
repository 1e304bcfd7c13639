import { FormattedMessage } from 'react-intl';
import { type Offer } from '../../../../core/content';
import { useDates } from '../../../shared/i18n/use-dates';

/** "Valid until 31 Oct 2027" (or from–until), dates in the page's language and the shop's time zone. */
export function OfferValidity({ offer }: { offer: Pick<Offer, 'validFrom' | 'validUntil'> }) {
  const dates = useDates();
  const date = (iso: string) => dates.format(iso, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Athens' });
  if (!offer.validUntil) return null;
  return <FormattedMessage id="offers.validUntil" values={{ date: date(offer.validUntil) }} />;
}
