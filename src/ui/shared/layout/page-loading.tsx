import { FormattedMessage } from 'react-intl';

/** Shown while a screen's code or data loads (after a short delay, so fast loads do not flash it). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <FormattedMessage id="layout.loading" />
    </div>
  );
}
