import { makeAutoObservable, runInAction } from 'mobx';
import { type FindBooking } from '../../../core/booking';
import { type FindBookingModel, type FindError } from './find-booking-form';

/**
 * "Find your booking" (issue 13), the one model behind the form on the success page and the manage-booking page: the
 * code (prefilled with the page's), the lead traveller's e-mail or last name, the error on the field it concerns and
 * whether it is asking. Once the server agrees, the proof is forgotten and the page is told which order to load.
 */
export class FindBookingViewModel implements FindBookingModel {
  findCode = '';
  findProof = '';
  findError: FindError | undefined = undefined;
  finding = false;

  constructor(
    private readonly find: Pick<FindBooking, 'execute'>,
    /** What the page does with the order the traveller proved (loads it). */
    private readonly found: (orderCode: string) => Promise<void>,
  ) {
    makeAutoObservable<FindBookingViewModel, 'find' | 'found'>(this, { find: false, found: false }, { autoBind: true });
  }

  /** The page's own code, shown in the form. */
  prefill(orderCode: string): void {
    this.findCode = orderCode;
  }

  setFindCode(value: string): void {
    this.findCode = value;
    if (this.findError?.field === 'orderCode') this.findError = undefined;
  }

  setFindProof(value: string): void {
    this.findProof = value;
    if (this.findError?.field === 'proof') this.findError = undefined;
  }

  /** Proves the code with the e-mail or last name; once the server agrees, the page loads the booking. */
  async findBooking(): Promise<void> {
    if (this.finding) return;
    this.finding = true;
    this.findError = undefined;
    const answer = await this.find.execute(this.findCode, this.findProof).catch(() => undefined);
    runInAction(() => {
      this.finding = false;
      if (!answer) this.findError = { field: 'proof', reason: 'failed' };
      else if (!answer.ok) {
        const e = answer.error;
        this.findError = e.kind === 'Invalid' ? { field: e.field, reason: 'required' }
          : { field: 'proof', reason: e.kind === 'NotFound' ? 'notFound' : e.kind === 'TooManyTries' ? 'tooMany' : 'failed' };
      } else {
        this.findProof = '';
      }
    });
    if (answer?.ok) await this.found(answer.value.orderCode);
  }
}
