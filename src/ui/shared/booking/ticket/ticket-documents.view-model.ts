import { makeAutoObservable, runInAction } from 'mobx';
import { type CalendarTexts, type Reservation, type TicketDocuments } from '../../../../core/booking';
import { type Logger } from '../../../../core/shared/logger.port';

export type DownloadStatus = 'idle' | 'busy' | 'failed';
/** What the page does with a finished document: the browser saves it (tests record it). */
export type SaveFile = (file: { filename: string; type: string; bytes: Uint8Array }) => void;

/** Base64 to bytes without Node's Buffer (the browser's atob). */
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * The tickets' take-away documents (success and manage pages): the PDF, asked of the server, and an
 * add-to-calendar file per leg, made on the device. `status` says when the PDF could not be had.
 */
export class TicketDocumentsViewModel {
  status: DownloadStatus = 'idle';

  constructor(private readonly deps: { documents: Pick<TicketDocuments, 'pdf' | 'calendar'>; save: SaveFile; logger: Pick<Logger, 'log'> }) {
    makeAutoObservable<TicketDocumentsViewModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async downloadPdf(orderCode: string): Promise<void> {
    if (this.status === 'busy') return;
    this.status = 'busy';
    const answer = await this.deps.documents.pdf(orderCode);
    runInAction(() => {
      if (!answer.ok) {
        this.status = 'failed';
        this.deps.logger.log('warn', `tickets pdf: ${answer.error.kind}`);
        return;
      }
      this.status = 'idle';
      this.deps.save({ filename: answer.value.filename, type: 'application/pdf', bytes: bytesOf(answer.value.base64) });
    });
  }

  downloadCalendar(reservation: Reservation, tripIndex: number, texts: CalendarTexts, host: string): void {
    const file = this.deps.documents.calendar(reservation, tripIndex, texts, host);
    this.deps.save({ filename: file.filename, type: 'text/calendar;charset=utf-8', bytes: new TextEncoder().encode(file.text) });
  }
}
