import { useIntl } from 'react-intl';

/** A post's publication day in the page's language (Athens time). */
export function PostDate({ iso }: { iso: string }) {
  const intl = useIntl();
  if (!iso) return null;
  return <time dateTime={iso}>{intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Athens' })}</time>;
}
