import { flushSync } from 'react-dom';
import { FormattedMessage } from 'react-intl';

/** Opens the browser's print dialog; the print stylesheet (`ticket.css`) leaves only the tickets on the page. */
export function PrintTicketsButton({ onPrint }: { onPrint?: () => void }) {
  const print = () => {
    // What onPrint changes (which tickets to print) must be on the page before the print dialog takes it.
    if (onPrint) flushSync(onPrint);
    window.print();
  };
  return (
    <button type="button" className="button ticket-print-button" onClick={print}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z" />
      </svg>
      <FormattedMessage id="ticket.print" />
    </button>
  );
}
