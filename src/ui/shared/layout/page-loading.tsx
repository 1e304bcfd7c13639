import { FormattedMessage } from 'react-intl';

/**
 * How long a screen's code or data may load before the loading indicator shows (SPEC.md section 9, the fetch
 * minimum delay): fast loads do not flash it, slow ones say so soon.
 */
export const LOADING_INDICATOR_DELAY_MS = 200;

/** Shown while a screen's code or data loads (after a short delay, so fast loads do not flash it). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <FormattedMessage id="layout.loading" />
    </div>
  );
}
