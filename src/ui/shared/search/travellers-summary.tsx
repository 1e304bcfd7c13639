import { useIntl } from 'react-intl';
import { type Travellers, passengerCount } from '../../../core/search/domain/travellers';

/** "2 passengers, 1 vehicle, 1 pet": the counts above zero (passengers always). */
export function TravellersSummary({ travellers }: { travellers: Travellers }) {
  const intl = useIntl();
  const parts = [intl.formatMessage({ id: 'wizard.travellers.passengers' }, { count: passengerCount(travellers) })];
  for (const kind of ['vehicles', 'trailers', 'pets'] as const) {
    if (travellers[kind] > 0) parts.push(intl.formatMessage({ id: `wizard.travellers.${kind}` }, { count: travellers[kind] }));
  }
  return <>{parts.join(', ')}</>;
}
