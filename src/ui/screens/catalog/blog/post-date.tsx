import { useDates } from '../../../shared/i18n/use-dates';

/** A post's publication day in the page's language (Athens time). */
export function PostDate({ iso }: { iso: string }) {
  const dates = useDates();
  if (!iso) return null;
  return <time dateTime={iso}>{dates.format(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' })}</time>;
}
