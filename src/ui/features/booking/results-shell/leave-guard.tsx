import { useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

/**
 * The leave-page warning of SPEC.md section 2 while a booking is under way (`isActive`): closing or reloading the
 * tab gets the browser's own question; an in-app link away from the results asks in a dialog whether to keep
 * editing (the default, also Escape) or leave. Moving between days or steps of the results never asks.
 */
export function LeaveGuard({ isActive }: { isActive: () => boolean }) {
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: { routeId: string }; next: { routeId: string } }) => current.routeId !== next.routeId && isActive(),
    [isActive],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: isActive, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} />;
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => { if (!open) onStay(); }} className="leave-dialog__overlay">
      <Modal className="leave-dialog__modal">
        <Dialog role="alertdialog" className="leave-dialog" aria-describedby="leave-dialog-text">
          <Heading slot="title"><FormattedMessage id="results.leave.title" /></Heading>
          <p id="leave-dialog-text"><FormattedMessage id="results.leave.text" /></p>
          <div className="leave-dialog__actions">
            {/* First, so it takes the focus: staying is the safe choice. */}
            <Button className="button" onPress={onStay} autoFocus><FormattedMessage id="results.leave.stay" /></Button>
            <Button className="button button--ghost" onPress={onLeave}><FormattedMessage id="results.leave.leave" /></Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
