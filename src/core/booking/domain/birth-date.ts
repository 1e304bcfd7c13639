/** A birth date as the passenger form takes it, `DD/MM/YYYY`: a real calendar day, not after today (`YYYY-MM-DD`). */
export function isBirthDate(value: string, today: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && iso <= today && Number(yyyy) >= 1900;
}
