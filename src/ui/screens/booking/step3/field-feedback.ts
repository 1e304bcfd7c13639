import { makeAutoObservable, runInAction } from 'mobx';
import { type Logger } from '../../../../core/shared/logger.port';

/** A short confirmation shown on a field: a message id and its values. */
export interface FieldNotice { readonly id: string; readonly values?: Record<string, string | number> }

/**
 * What the details step shows beside its fields, by field key: which fields were left (their errors may show), the
 * errors and confirmations of calls (shown until the field changes), and the calls running. Presentation only: the
 * rules of the fields are the core's.
 */
export class FieldFeedback {
  /** Fields the traveller has left at least once. */
  touched = new Set<string>();
  /** Errors from calls (codes, coupon, tax number, the booking server), shown until the field changes. */
  callErrors: Record<string, string> = {};
  /** Calls running, by field key (`invoice.tax`, `coupon.couponNumber`, `traveller.0.manNumber`…). */
  busy: Record<string, boolean> = {};
  /** Short confirmations by field key (company found, coupon applied, code accepted on n of m trips). */
  notices: Record<string, FieldNotice> = {};

  constructor(private readonly logger: Logger) {
    makeAutoObservable<FieldFeedback, 'logger'>(this, { logger: false }, { autoBind: true });
  }

  touch(key: string): void {
    if (!this.touched.has(key)) this.touched = new Set(this.touched).add(key);
  }

  /** The field changed: its call's error and confirmation go. */
  changed(key: string): void {
    if (!this.callErrors[key] && !this.notices[key]) return;
    const { [key]: _error, ...errors } = this.callErrors;
    const { [key]: _notice, ...notices } = this.notices;
    this.callErrors = errors;
    this.notices = notices;
  }

  /** Shows a call's message on its field (which counts as left); answers false, for a call that refuses. */
  fail(key: string, id: string): false {
    this.callErrors = { ...this.callErrors, [key]: id };
    this.touch(key);
    return false;
  }

  notify(key: string, id: string, values?: Record<string, string | number>): void {
    this.notices = { ...this.notices, [key]: { id, values } };
  }

  /** Runs a call for a field: busy meanwhile; a call that throws is logged and shown as failed (answering `failed`). */
  async call<T>(key: string, what: string, failed: T, work: () => Promise<T>): Promise<T> {
    this.busy = { ...this.busy, [key]: true };
    try {
      return await work();
    } catch (error) {
      this.logger.log('error', `${what} failed: ${String(error)}`);
      runInAction(() => this.fail(key, 'results.step3.error.callFailed'));
      return failed;
    } finally {
      runInAction(() => { this.busy = { ...this.busy, [key]: false }; });
    }
  }
}
