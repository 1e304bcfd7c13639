import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

/** 'Submitted information will be lost': keep editing (the default, also Escape) or leave. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
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
