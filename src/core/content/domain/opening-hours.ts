/** Opening hours as schema.org writes them (`Mo-Fr 09:00-21:00`): a run of weekdays and a time span. */
export interface OpeningHours {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  readonly fromDay: number;
  readonly toDay: number;
  readonly opens: string;
  readonly closes: string;
}

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** Reads `Mo-Fr 09:00-21:00` (or `Mo 09:00-13:00`); undefined for any other text, which is then shown as it is. */
export function parseOpeningHours(text: string): OpeningHours | undefined {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:\s*[-–]\s*(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const fromDay = DAYS.indexOf(match[1]!) + 1;
  const toDay = match[2] ? DAYS.indexOf(match[2]) + 1 : fromDay;
  return { fromDay, toDay, opens: match[3]!, closes: match[4]! };
}
