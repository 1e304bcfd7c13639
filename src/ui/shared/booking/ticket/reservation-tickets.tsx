import { Fragment, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Reservation, type ReservationTrip, type TicketOfReservation, type TripChange, changesOf, reservationTickets } from '../../../../core/booking';
import { formatMoney } from '../../../../core/shared/money';
import { useDates } from '../../i18n/use-dates';
import { useLocale } from '../../i18n/use-locale';
import { codeLabel, sailingDate, sailingTime } from './ticket-format';
import { TicketQr } from './ticket-qr';
import './ticket.css';

type Level = 2 | 3 | 4;
const H = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/**
 * The reservation with its tickets (SPEC.md section 3 'Reservation'): number, full name, each trip with date and
 * time, passengers with ticket numbers, vehicles, pets, the company reservation and web check-in codes, and the
 * totals. Printed, each trip starts a page of its own and repeats the reservation number (`ticket.css`); with
 * `printTarget` only this reservation is printed from a page that shows more.
 */
export function ReservationTickets({ reservation, level = 2, printTarget = false }: { reservation: Reservation; level?: Level; printTarget?: boolean }) {
  const id = useId();
  const Heading = H[level];
  const changes = new Map(changesOf(reservation.trips).map((c) => [c.after, c]));
  return (
    <article className={`ticket-sheet${printTarget ? ' ticket-sheet--print-target' : ''}`} aria-labelledby={`${id}-title`}>
      <header className="ticket-sheet__head">
        <Heading id={`${id}-title`} className="ticket-sheet__title">
          <FormattedMessage id="ticket.reservationNumber" />{' '}<span className="ticket-code">{reservation.reservationNumber}</span>
        </Heading>
        <dl className="ticket-facts">
          <div><dt><FormattedMessage id="ticket.fullName" /></dt><dd>{reservation.fullName}</dd></div>
          <div><dt><FormattedMessage id="ticket.email" /></dt><dd>{reservation.email}</dd></div>
          <div><dt><FormattedMessage id="ticket.trips" /></dt><dd>{reservation.trips.length}</dd></div>
        </dl>
        {reservation.order_status === 'refunded' && (
          <p className="ticket-cancelled ticket-sheet__cancelled"><FormattedMessage id="ticket.cancelledBooking" /></p>
        )}
      </header>
      {reservation.trips.map((trip, index) => (
        <Fragment key={`${trip.tripId}-${index}`}>
          {changes.has(index - 1) && <ChangeOfShip change={changes.get(index - 1) as TripChange} />}
          <TicketTrip trip={trip} index={index} count={reservation.trips.length} reservation={reservation} level={(level + 1) as 3 | 4 | 5} />
        </Fragment>
      ))}
      <ReservationTotals reservation={reservation} level={(level + 1) as 3 | 4 | 5} />
    </article>
  );
}

/**
 * The change of ship between two trips of one journey (issue 16): the port and the wait there, a night marked. A
 * paragraph in the reading order between the two trips, so a screen reader says it where the eye sees it.
 */
function ChangeOfShip({ change }: { change: TripChange }) {
  const intl = useIntl();
  const wait = intl.formatMessage({ id: 'results.duration' }, { hours: Math.floor(change.waitMinutes / 60), minutes: String(change.waitMinutes % 60).padStart(2, '0') });
  return (
    <p className={`ticket-change${change.overnight ? ' ticket-change--overnight' : ''}`}>
      <span aria-hidden="true" className="ticket-change__icon">⇄</span>{' '}
      <FormattedMessage id={change.overnight ? 'ticket.change.overnight' : 'ticket.change'} values={{ port: change.port, wait }} />
    </p>
  );
}

function TicketTrip({ trip, index, count, reservation, level }: { trip: ReservationTrip; index: number; count: number; reservation: Reservation; level: 3 | 4 | 5 }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const Heading = H[level];
  const label = (prefix: string, code: string) => codeLabel(intl.messages, prefix, code, (msg) => intl.formatMessage({ id: msg }));
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <section className="ticket-trip" aria-labelledby={`${id}-route`}>
      <p className="ticket-trip__print-ref">
        <FormattedMessage id="ticket.reservationNumber" />{' '}<strong>{reservation.reservationNumber}</strong> · {reservation.fullName}
      </p>
      <Heading id={`${id}-route`} className="ticket-trip__route">
        {count > 1 && <span className="ticket-trip__count"><FormattedMessage id="ticket.tripOf" values={{ n: index + 1, count }} /></span>}
        {trip.from} <span aria-hidden="true">→</span><span className="visually-hidden"><FormattedMessage id="ticket.to" /></span> {trip.to}
        {trip.cancelled && <span className="ticket-cancelled"> <FormattedMessage id="ticket.cancelledLeg" /></span>}
      </Heading>
      <dl className="ticket-facts">
        <div>
          <dt><FormattedMessage id="ticket.departure" /></dt>
          <dd><time dateTime={trip.departureDatetime}>{sailingDate(trip.departureDatetime, locale)}, <strong>{sailingTime(trip.departureDatetime, locale)}</strong></time></dd>
        </div>
        <div>
          <dt><FormattedMessage id="ticket.arrival" /></dt>
          <dd><time dateTime={trip.arrivalDatetime}>{sailingDate(trip.arrivalDatetime, locale)}, {sailingTime(trip.arrivalDatetime, locale)}</time></dd>
        </div>
        <div><dt><FormattedMessage id="ticket.vessel" /></dt><dd>{trip.companyName} · {trip.vesselName}</dd></div>
        <div><dt><FormattedMessage id="ticket.companyCode" /></dt><dd className="ticket-code">{trip.companyReservationCode}</dd></div>
        <div><dt><FormattedMessage id="ticket.checkinCode" /></dt><dd className="ticket-code">{trip.checkinCode}</dd></div>
      </dl>
      <table className="ticket-table">
        <caption><FormattedMessage id="ticket.passengers" /></caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="ticket.col.name" /></th>
            <th scope="col"><FormattedMessage id="ticket.col.type" /></th>
            <th scope="col"><FormattedMessage id="ticket.col.place" /></th>
            <th scope="col"><FormattedMessage id="ticket.col.ticket" /></th>
            <th scope="col" className="ticket-table__price"><FormattedMessage id="ticket.col.price" /></th>
          </tr>
        </thead>
        <tbody>
          {trip.passengers.map((p) => (
            <tr key={p.index}>
              <th scope="row">
                {p.name} {p.surname}
                {p.cancelled && !trip.cancelled && <span className="ticket-cancelled"> <FormattedMessage id="ticket.cancelled" /></span>}
                {p.assistance && (
                  <span className="ticket-assistance">
                    <FormattedMessage id={p.assistance.note ? 'ticket.assistanceNote' : 'ticket.assistance'}
                      values={{ kind: intl.formatMessage({ id: `results.step3.assistance.${p.assistance.kind}` }), note: p.assistance.note }} />
                  </span>
                )}
              </th>
              <td>{label('ticket.passengerType', p.passengerType)}</td>
              <td>{label('ticket.place', p.accommodationType)}</td>
              <td className="ticket-code">{p.ticketNumber}</td>
              <td className="ticket-table__price">{money(p.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {trip.vehicles.length > 0 && (
        <table className="ticket-table">
          <caption><FormattedMessage id="ticket.vehicles" /></caption>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="ticket.col.plate" /></th>
              <th scope="col"><FormattedMessage id="ticket.col.type" /></th>
              <th scope="col" className="ticket-table__price"><FormattedMessage id="ticket.col.price" /></th>
            </tr>
          </thead>
          <tbody>
            {trip.vehicles.map((v) => (
              <tr key={v.index}>
                <th scope="row" className="ticket-code">
                  {v.plate}
                  {v.cancelled && !trip.cancelled && <span className="ticket-cancelled"> <FormattedMessage id="ticket.cancelled" /></span>}
                </th>
                <td>{label('ticket.vehicleType', v.accommodationType)}</td>
                <td className="ticket-table__price">{money(v.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {trip.pets.length > 0 && (
        <table className="ticket-table">
          <caption><FormattedMessage id="ticket.pets" /></caption>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="ticket.col.petName" /></th>
              <th scope="col"><FormattedMessage id="ticket.col.type" /></th>
              <th scope="col" className="ticket-table__price"><FormattedMessage id="ticket.col.price" /></th>
            </tr>
          </thead>
          <tbody>
            {trip.pets.map((pet) => (
              <tr key={pet.index}>
                <th scope="row">{pet.name}</th>
                <td>{label('ticket.petType', pet.code)}</td>
                <td className="ticket-table__price">{money(pet.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <BoardingPasses tickets={reservationTickets(reservation).filter((t) => t.tripIndex === index)} level={(level + 1) as 4 | 5 | 6} />
      <p className="ticket-trip__total"><FormattedMessage id="ticket.tripTotal" /> <strong>{money(trip.trip_total)}</strong></p>
    </section>
  );
}

/** One QR code per passenger and vehicle of a trip (the ticket number and the company), to show at boarding. */
function BoardingPasses({ tickets, level }: { tickets: readonly TicketOfReservation[]; level: 4 | 5 | 6 }) {
  const intl = useIntl();
  const id = useId();
  const Heading = H[level];
  if (tickets.length === 0) return null;
  return (
    <section className="ticket-passes" aria-labelledby={`${id}-passes`}>
      <Heading id={`${id}-passes`} className="ticket-passes__title"><FormattedMessage id="ticket.passes.title" /></Heading>
      <p className="ticket-passes__note"><FormattedMessage id="ticket.passes.note" /></p>
      <ul className="ticket-passes__list">
        {tickets.map((ticket) => (
          <li key={`${ticket.kind}-${ticket.index}`} className="ticket-pass">
            <TicketQr code={ticket.code} label={intl.formatMessage({ id: 'ticket.passes.qr' }, { ticket: ticket.ticketNumber })} />
            <span className="ticket-pass__holder">
              {ticket.kind === 'passenger' ? ticket.holder : <FormattedMessage id="ticket.passes.vehicle" values={{ holder: ticket.holder }} />}
            </span>
            <span className="ticket-code ticket-pass__number">{ticket.ticketNumber}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReservationTotals({ reservation: r, level }: { reservation: Reservation; level: 3 | 4 | 5 }) {
  const locale = useLocale();
  const id = useId();
  const Heading = H[level];
  const money = (cents: number) => formatMoney(cents, locale);
  const beforeDiscount = r.subtotal + r.serviceFee + r.shippingCost;
  return (
    <section className="ticket-totals" aria-labelledby={`${id}-totals`}>
      <Heading id={`${id}-totals`}><FormattedMessage id="ticket.payment" /></Heading>
      <dl>
        <div><dt><FormattedMessage id="ticket.subtotal" /></dt><dd>{money(r.subtotal)}</dd></div>
        <div><dt><FormattedMessage id="ticket.serviceFee" /></dt><dd>{money(r.serviceFee)}</dd></div>
        {r.shippingCost > 0 && <div><dt><FormattedMessage id="ticket.shipping" /></dt><dd>{money(r.shippingCost)}</dd></div>}
        <div><dt><FormattedMessage id="ticket.total" /></dt><dd>{money(beforeDiscount)}</dd></div>
        <div><dt><FormattedMessage id="ticket.discount" /></dt><dd>{r.discount > 0 ? `−${money(r.discount)}` : money(0)}</dd></div>
        <div className="ticket-totals__final"><dt><FormattedMessage id="ticket.finalAmount" /></dt><dd>{money(r.total)}</dd></div>
      </dl>
    </section>
  );
}

/**
 * Says that the tickets shown are the copy this device saved (issue 17, offline): when it was saved, and that the
 * booking may have changed since. Shown wherever a saved copy stands in for the shop's answer (kept in this module:
 * the pages that show tickets share one chunk).
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
