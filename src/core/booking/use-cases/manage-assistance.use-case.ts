import { ASSISTANCE_NOTE_MAX, type Assistance, isAssistanceKind } from '../domain/assistance';
import { isCleanText } from '../../shared/validation';
import { type Result, err } from '../../shared/result';
import {
  type AssistanceGateway, type AssistanceInput, type AssistanceLeg, type AssistanceProblem, type AssistanceRecorded, type AssistanceRefusal,
} from '../ports/assistance-gateway.port';

const ORDER_CODE = /^[A-Z0-9]{6,20}$/;

/**
 * The rule of step 3 for one passenger's assistance (`detailsFieldErrors`), on the request itself: a known kind, a
 * note of clean text within ASSISTANCE_NOTE_MAX characters, required for `other`. The length is checked first, so the
 * check is linear in the bounded note; the first problem wins.
 */
export function assistanceProblem(kind: string, note: string): { field: 'kind' | 'note'; problem: AssistanceProblem } | null {
  if (!isAssistanceKind(kind)) return { field: 'kind', problem: 'kindRequired' };
  if (note.length > ASSISTANCE_NOTE_MAX) return { field: 'note', problem: 'noteTooLong' };
  if (!isCleanText(note)) return { field: 'note', problem: 'textInvalid' };
  if (kind === 'other' && note.trim() === '') return { field: 'note', problem: 'noteRequired' };
  return null;
}

/** The request a kind and note make once checked: the note trimmed, left out when empty. */
export function assistanceOf(kind: string, note: string): Assistance | null {
  if (!isAssistanceKind(kind)) return null;
  const trimmed = note.trim();
  return trimmed ? { kind, note: trimmed } : { kind };
}

/**
 * "Manage booking" (issue 17): assistance for a passenger with reduced mobility asked for, changed or withdrawn after
 * booking, per passenger and per leg. The core checks the input as step 3 does (nothing is sent when it is wrong);
 * the server decides whether it is still in time (48 hours before the leg's departure, by its clock) and answers the
 * port's contact when it is not.
 */
export class ManageAssistance {
  constructor(private readonly deps: { assistance: AssistanceGateway }) {}

  async legs(orderCode: string): Promise<Result<readonly AssistanceLeg[], AssistanceRefusal>> {
    const code = orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code)) return err({ kind: 'NotFound' });
    return this.deps.assistance.legs(code);
  }

  /** Asks for `kind` with `note` (or, with `kind` empty and `withdraw`, for none any more). */
  async request(input: Omit<AssistanceInput, 'assistance'> & { kind: string; note: string; withdraw?: boolean }): Promise<Result<AssistanceRecorded, AssistanceRefusal>> {
    const code = input.orderCode.trim().toUpperCase();
    if (!ORDER_CODE.test(code)) return err({ kind: 'NotFound' });
    if (input.withdraw) return this.deps.assistance.request({ orderCode: code, tripIndex: input.tripIndex, passengerIndex: input.passengerIndex, assistance: null });
    const problem = assistanceProblem(input.kind, input.note);
    if (problem) return err({ kind: 'Invalid', ...problem });
    return this.deps.assistance.request({ orderCode: code, tripIndex: input.tripIndex, passengerIndex: input.passengerIndex, assistance: assistanceOf(input.kind, input.note) });
  }
}
