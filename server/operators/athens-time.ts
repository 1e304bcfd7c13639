/**
 * Europe/Athens wall-clock arithmetic without a time-zone database: EET (UTC+2) with EU summer time (UTC+3 from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October).
 */
const DAY_MS = 86_400_000;
/**
 * The timetable reads these functions for every sailing it builds (the fare calendar and the journey planner build
 * thousands per request), so the answers per day and per year are remembered: they are pure, and the days asked are
 * a few hundred around today. Each memo is bounded (cleared when full).
 */
const MEMO_MAX = 20_000;
function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, value);
  return value;
}

function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  const weekday = new Date(lastDay).getUTCDay();
  return lastDay - weekday * DAY_MS;
}

/** Per UTC year, the instants summer time starts and ends. */
const summerOf = new Map<number, readonly [number, number]>();

/**
 * The UTC year of the last instant asked (its first and next year's first instant) and its summer time: the instants
 * asked come in runs of one year (a month's sailings), so most calls need no Date at all.
 */
let lastYear: { readonly from: number; readonly to: number; readonly summer: readonly [number, number] } = { from: 0, to: 0, summer: [0, 0] };

/** Offset of Athens from UTC in minutes at the instant `utcMs`. */
export function athensOffsetMinutes(utcMs: number): number {
  let known = lastYear;
  if (!(utcMs >= known.from && utcMs < known.to)) {
    const year = new Date(utcMs).getUTCFullYear();
    const summer = summerOf.get(year) ?? remember(summerOf, year, [lastSundayUtc(year, 2) + 3_600_000, lastSundayUtc(year, 9) + 3_600_000] as const);
    known = { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1), summer };
    if (Number.isFinite(year)) lastYear = known;
  }
  return utcMs >= known.summer[0] && utcMs < known.summer[1] ? 180 : 120;
}

const dayOfIso = new Map<string, number>();
/** Day number (days since 1970-01-01) of an ISO date. */
export function dayNumber(isoDate: string): number {
  const known = dayOfIso.get(isoDate);
  if (known !== undefined) return known;
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const day = Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
  return Number.isNaN(day) ? day : remember(dayOfIso, isoDate, day);
}

const isoOfDay = new Map<number, string>();
export function isoDateOfDay(day: number): string {
  return isoOfDay.get(day) ?? remember(isoOfDay, day, new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** The Athens calendar day of an instant. */
export function athensDay(instant: Date): number {
  const ms = instant.getTime();
  return Math.floor((ms + athensOffsetMinutes(ms) * 60_000) / DAY_MS);
}

/** The UTC instant of Athens local time `minutes` after midnight of `day` (minutes may pass 1440). */
export function athensInstant(day: number, minutes: number): Date {
  const wall = day * DAY_MS + minutes * 60_000;
  let utc = wall - 120 * 60_000;
  utc = wall - athensOffsetMinutes(utc) * 60_000;
  return new Date(wall - athensOffsetMinutes(utc) * 60_000);
}

/** ISO 8601 with the Athens offset: `2026-07-01T07:25:00+03:00`. */
export function formatAthens(instant: Date): string {
  const ms = instant.getTime();
  const offset = athensOffsetMinutes(ms);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${local}+${String(offset / 60).padStart(2, '0')}:00`;
}

/** ISO weekday of a day number: 1 Monday … 7 Sunday. */
export function weekday(day: number): number {
  // 1970-01-01 (day 0) was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Month (1–12) of a day number. */
const monthOfDay = new Map<number, number>();
export function monthOf(day: number): number {
  return monthOfDay.get(day) ?? remember(monthOfDay, day, new Date(day * DAY_MS).getUTCMonth() + 1);
}
