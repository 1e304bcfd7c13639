import { FormattedMessage } from 'react-intl';
import { useOnlineStatus } from '../use-online-status';

/** Tells the visitor the connection is gone (and why pages and prices may not load) until it is back. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="offline-notice" hidden={online}>
      {!online && <FormattedMessage id="layout.offline" />}
    </div>
  );
}
