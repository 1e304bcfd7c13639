/**
 * Assistance for a passenger with reduced mobility (EU Regulation 1177/2010, articles 11–14): the kind of help and,
 * for any kind, a short note (required for `other`). Asked for at booking or later; the carrier needs it at least 48
 * hours before departure (article 11(2)): after that the shop still passes it on and gives the port's contact.
 */
export const ASSISTANCE_KINDS = ['wheelchair', 'walking', 'visual', 'hearing', 'other'] as const;
export type AssistanceKind = (typeof ASSISTANCE_KINDS)[number];
export const ASSISTANCE_NOTE_MAX = 200;
/** How long before the first departure the carrier must be told. */
export const ASSISTANCE_NOTICE_HOURS = 48;
/**
 * The assistance confirmation e-mails of one booking leave at most once per this many minutes: changes made within
 * the window are confirmed together in one e-mail when it ends (server/modules/booking/assistance-mail-limit.ts).
 */
export const ASSISTANCE_MAIL_WINDOW_MINUTES = 10;

export interface Assistance { readonly kind: AssistanceKind; readonly note?: string }

export const isAssistanceKind = (value: unknown): value is AssistanceKind =>
  typeof value === 'string' && (ASSISTANCE_KINDS as readonly string[]).includes(value);

/** Whether a request made at `nowIso` is inside the notice the carrier asks for, before `departureIso`. */
export function assistanceInTime(departureIso: string, nowIso: string): boolean {
  return Date.parse(departureIso) - Date.parse(nowIso) >= ASSISTANCE_NOTICE_HOURS * 3_600_000;
}
