/**
 * Exports: `AUTH_MAIL_TEXTS`, `AuthMailKind`, `AuthMailText`.
 * The wording of the account e-mails in the shop's six languages. `{name}` is the first name; the link and its
 * validity are added by mails.ts.
 */
import type { Locale } from '../../../src/core/shared/locale';

export type AuthMailKind = 'activation' | 'reset';

export interface AuthMailText {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly button: string;
  readonly validity: string;
  readonly ignore: string;
  readonly signature: string;
}

export const AUTH_MAIL_TEXTS: Record<AuthMailKind, Record<Locale, AuthMailText>> = {
  activation: {
    el: {
      subject: 'Ενεργοποιήστε τον λογαριασμό σας',
      greeting: 'Γεια σας {name},',
      intro: 'Ευχαριστούμε για την εγγραφή σας. Πατήστε τον παρακάτω σύνδεσμο για να ενεργοποιήσετε τον λογαριασμό σας.',
      button: 'Ενεργοποίηση λογαριασμού',
      validity: 'Ο σύνδεσμος ισχύει για 48 ώρες και μπορεί να χρησιμοποιηθεί μία φορά.',
      ignore: 'Αν δεν δημιουργήσατε εσείς λογαριασμό, αγνοήστε αυτό το μήνυμα.',
      signature: 'Η ομάδα του Ferry Shop',
    },
    en: {
      subject: 'Activate your account',
      greeting: 'Hello {name},',
      intro: 'Thank you for registering. Follow the link below to activate your account.',
      button: 'Activate account',
      validity: 'The link is valid for 48 hours and can be used once.',
      ignore: 'If you did not create an account, please ignore this e-mail.',
      signature: 'The Ferry Shop team',
    },
    de: {
      subject: 'Aktivieren Sie Ihr Konto',
      greeting: 'Hallo {name},',
      intro: 'Vielen Dank für Ihre Registrierung. Öffnen Sie den folgenden Link, um Ihr Konto zu aktivieren.',
      button: 'Konto aktivieren',
      validity: 'Der Link ist 48 Stunden gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie kein Konto angelegt haben, ignorieren Sie bitte diese E-Mail.',
      signature: 'Ihr Ferry-Shop-Team',
    },
    it: {
      subject: 'Attiva il tuo account',
      greeting: 'Ciao {name},',
      intro: 'Grazie per esserti registrato. Apri il link qui sotto per attivare il tuo account.',
      button: 'Attiva account',
      validity: 'Il link è valido per 48 ore e può essere usato una sola volta.',
      ignore: 'Se non hai creato un account, ignora questa e-mail.',
      signature: 'Il team di Ferry Shop',
    },
    fr: {
      subject: 'Activez votre compte',
      greeting: 'Bonjour {name},',
      intro: 'Merci pour votre inscription. Ouvrez le lien ci-dessous pour activer votre compte.',
      button: 'Activer le compte',
      validity: 'Le lien est valable 48 heures et ne peut être utilisé qu’une seule fois.',
      ignore: 'Si vous n’avez pas créé de compte, ignorez cet e-mail.',
      signature: 'L’équipe Ferry Shop',
    },
    es: {
      subject: 'Activa tu cuenta',
      greeting: 'Hola, {name}:',
      intro: 'Gracias por registrarte. Abre el siguiente enlace para activar tu cuenta.',
      button: 'Activar cuenta',
      validity: 'El enlace es válido durante 48 horas y solo puede usarse una vez.',
      ignore: 'Si no has creado una cuenta, ignora este correo.',
      signature: 'El equipo de Ferry Shop',
    },
  },
  reset: {
    el: {
      subject: 'Αλλαγή κωδικού πρόσβασης',
      greeting: 'Γεια σας {name},',
      intro: 'Λάβαμε αίτημα αλλαγής του κωδικού πρόσβασης του λογαριασμού σας. Πατήστε τον παρακάτω σύνδεσμο για να ορίσετε νέο κωδικό.',
      button: 'Ορισμός νέου κωδικού',
      validity: 'Ο σύνδεσμος ισχύει για 1 ώρα και μπορεί να χρησιμοποιηθεί μία φορά.',
      ignore: 'Αν δεν ζητήσατε εσείς την αλλαγή, αγνοήστε αυτό το μήνυμα· ο κωδικός σας δεν θα αλλάξει.',
      signature: 'Η ομάδα του Ferry Shop',
    },
    en: {
      subject: 'Change your password',
      greeting: 'Hello {name},',
      intro: 'We received a request to change the password of your account. Follow the link below to set a new password.',
      button: 'Set a new password',
      validity: 'The link is valid for 1 hour and can be used once.',
      ignore: 'If you did not ask for this, please ignore this e-mail; your password will not change.',
      signature: 'The Ferry Shop team',
    },
    de: {
      subject: 'Passwort ändern',
      greeting: 'Hallo {name},',
      intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zu ändern. Öffnen Sie den folgenden Link, um ein neues Passwort festzulegen.',
      button: 'Neues Passwort festlegen',
      validity: 'Der Link ist 1 Stunde gültig und kann einmal verwendet werden.',
      ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie bitte diese E-Mail; Ihr Passwort bleibt unverändert.',
      signature: 'Ihr Ferry-Shop-Team',
    },
    it: {
      subject: 'Cambia la tua password',
      greeting: 'Ciao {name},',
      intro: 'Abbiamo ricevuto una richiesta di modifica della password del tuo account. Apri il link qui sotto per impostare una nuova password.',
      button: 'Imposta una nuova password',
      validity: 'Il link è valido per 1 ora e può essere usato una sola volta.',
      ignore: 'Se non hai fatto tu questa richiesta, ignora questa e-mail: la tua password non cambierà.',
      signature: 'Il team di Ferry Shop',
    },
    fr: {
      subject: 'Changez votre mot de passe',
      greeting: 'Bonjour {name},',
      intro: 'Nous avons reçu une demande de changement du mot de passe de votre compte. Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe.',
      button: 'Choisir un nouveau mot de passe',
      validity: 'Le lien est valable 1 heure et ne peut être utilisé qu’une seule fois.',
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe ne changera pas.',
      signature: 'L’équipe Ferry Shop',
    },
    es: {
      subject: 'Cambia tu contraseña',
      greeting: 'Hola, {name}:',
      intro: 'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta. Abre el siguiente enlace para establecer una nueva contraseña.',
      button: 'Establecer una nueva contraseña',
      validity: 'El enlace es válido durante 1 hora y solo puede usarse una vez.',
      ignore: 'Si no lo has solicitado, ignora este correo; tu contraseña no cambiará.',
      signature: 'El equipo de Ferry Shop',
    },
  },
};
