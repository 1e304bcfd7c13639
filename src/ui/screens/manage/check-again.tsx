import { FormattedMessage } from 'react-intl';
import { offersCheckAgain } from '../../shared/failure-messages';

/**
 * "Check again" after a refusal that ends by itself (a change or a cancellation still under way, issue 17): loads the
 * booking again as the server then has it, so every section shows what may be done now. Nothing for other refusals.
 */
export function CheckAgain({ kind, onCheck, busy = false }: { kind: string; onCheck: () => void; busy?: boolean }) {
  if (!offersCheckAgain(kind)) return null;
  return (
    <button type="button" className="button button--ghost manage-page__check" onClick={onCheck} disabled={busy} aria-busy={busy || undefined}>
      <FormattedMessage id="manage.checkAgain" />
    </button>
  );
}
