import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useService } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';

/**
 * "Your session ended, please log in again": shown once the server refused the session's token (any call, the
 * booking's included), with a link that opens the login dialog on the same page. An alert, so it is read at once.
 */
export const SessionEndedNotice = observer(function SessionEndedNotice() {
  const session = useService(uiTokens.AuthSession);
  const intl = useIntl();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // An alert is read at once; focus stays where the visitor is (they may be typing in a booking step).
  if (!session.endedByServer) return null;
  return (
    <div className="session-ended-notice" role="alert">
      <p><FormattedMessage id="auth.sessionEnded.message" /></p>
      <Link to={pathname} search={(prev: Record<string, unknown>) => ({ ...prev, login: true })} className="button"
        onClick={session.dismissEndedNotice}>
        <FormattedMessage id="auth.sessionEnded.logIn" />
      </Link>
      <button type="button" className="button button--ghost" onClick={session.dismissEndedNotice}
        aria-label={intl.formatMessage({ id: 'auth.sessionEnded.dismiss' })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
});
