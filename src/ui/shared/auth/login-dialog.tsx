import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../layout/page-loading';
import { useResolver } from '../resolver';
import { useViewModel } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';
import { LoginForm } from './login-form';
import { RecoverPasswordForm } from './recover-password-form';
import { RegistrationForm } from './registration-form';
import './auth.css';

export interface LoginDialogProps {
  /** The reset link's token (`?changePassword=true&token=…`): opens in mode 2 to set a new password. */
  resetToken: string | undefined;
  onClose: () => void;
  onLoggedIn: () => void;
}

/** The login/registration dialog (modal: focus trapped, Escape and the close button close it). */
export default function LoginDialog(props: LoginDialogProps) {
  const intl = useIntl();
  const resolver = useResolver();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void resolver.get(uiTokens.Domains).require('auth').then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, [resolver]);
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => { if (!open) props.onClose(); }} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="login-dialog" aria-label={ready ? undefined : intl.formatMessage({ id: 'auth.dialog.title' })}>
          <Button slot="close" className="login-dialog__close" aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}>
            <span aria-hidden="true">×</span>
          </Button>
          {ready ? <DialogContent {...props} /> : <PageLoading />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const DialogContent = observer(function DialogContent({ resetToken, onLoggedIn }: LoginDialogProps) {
  const intl = useIntl();
  const vm = useViewModel(uiTokens.LoginDialogViewModel);
  useState(() => vm.open(resetToken));
  if (!vm.showTabs) {
    return (
      <>
        <Heading slot="title">
          <FormattedMessage id={vm.recover.changing ? 'auth.recover.changeTitle' : 'auth.recover.title'} />
        </Heading>
        <RecoverPasswordForm vm={vm.recover} onLogIn={vm.connect} />
        {vm.recover.outcome !== 'PasswordChanged' && (
          <button type="button" className="link-button" onClick={vm.connect}><FormattedMessage id="auth.recover.back" /></button>
        )}
      </>
    );
  }
  return (
    <>
      <Heading slot="title"><FormattedMessage id="auth.dialog.title" /></Heading>
      <Tabs selectedKey={vm.mode === 1 ? 'registration' : 'connect'}
        onSelectionChange={(key) => (key === 'registration' ? vm.setMode(1) : vm.connect())}>
        <TabList className="auth-tabs" aria-label={intl.formatMessage({ id: 'auth.dialog.tabs' })}>
          <Tab id="connect" className="auth-tabs__tab"><FormattedMessage id="auth.tab.connect" /></Tab>
          <Tab id="registration" className="auth-tabs__tab"><FormattedMessage id="auth.tab.registration" /></Tab>
        </TabList>
        <TabPanel id="connect"><LoginForm dialog={vm} onLoggedIn={onLoggedIn} /></TabPanel>
        <TabPanel id="registration"><RegistrationForm vm={vm.registration} onLogIn={vm.connect} /></TabPanel>
      </Tabs>
    </>
  );
});
