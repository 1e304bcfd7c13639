import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Reservation } from '../../../../core/booking';
import { useViewModel } from '../../use-view-model';
import { uiTokens } from '../../view-model-tokens';

/**
 * "Download the tickets (PDF)" and one "Add to calendar" per leg, beside the printed tickets (success and manage
 * pages). The calendar's words are the page's language; its events' UIDs end with the shop's host.
 */
export const TicketDownloads = observer(function TicketDownloads({ reservation }: { reservation: Reservation }) {
  const intl = useIntl();
  const vm = useViewModel(uiTokens.TicketDocumentsViewModel);
  const texts = {
    reservation: intl.formatMessage({ id: 'ticket.reservationNumber' }), companyCode: intl.formatMessage({ id: 'ticket.companyCode' }),
    checkin: intl.formatMessage({ id: 'ticket.checkinCode' }), vessel: intl.formatMessage({ id: 'ticket.vessel' }),
  };
  return (
    <div className="ticket-downloads no-print">
      <button type="button" className="button button--ghost" onClick={() => void vm.downloadPdf(reservation.order_code)} aria-busy={vm.status === 'busy'}>
        <FormattedMessage id="ticket.download.pdf" />
      </button>
      {reservation.trips.map((trip, index) => (
        <button key={`${trip.tripId}-${index}`} type="button" className="button button--ghost"
          onClick={() => vm.downloadCalendar(reservation, index, texts, window.location.hostname || 'ferryshop')}>
          <FormattedMessage id="ticket.download.calendar" values={{ from: trip.from, to: trip.to }} />
        </button>
      ))}
      <p role="status" className={`ticket-downloads__status${vm.status === 'failed' ? ' form-message form-message--error' : ''}`}>
        {vm.status === 'failed' && <FormattedMessage id="ticket.download.failed" />}
      </p>
    </div>
  );
});
