import type { Config } from 'payload';

type GermanTexts = NonNullable<NonNullable<NonNullable<Config['i18n']>['translations']>['de']>;

/**
 * Payload's German addresses the editor as "du" ("Bist du dir sicher?", "deiner Anfrage",
 * "Bitte gib …") in these texts, while the rest of the admin, the site's own texts and the
 * editors' guide say "Sie". Each is said here as the admin says everything else; placeholders
 * (`{{title}}`) and markup (`<1>…</1>`) as in Payload's (formalGerman.test.ts checks both, and
 * that no "du" is left).
 */
export const formalGerman = {
  authentication: {
    beginCreateFirstUser: 'Legen Sie zu Beginn das erste Benutzerkonto an.',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls die E-Mail nicht in Ihrem Posteingang ist.',
    forgotPasswordEmailInstructions: 'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anweisungen zum Zurücksetzen Ihres Passworts gehen an die E-Mail-Adresse, die zu Ihrem Benutzernamen gehört.',
    generatingNewAPIKeyWillInvalidate: 'Wenn Sie einen neuen API-Schlüssel generieren, wird der vorherige <1>ungültig</1>. Sind Sie sicher, dass Sie fortfahren möchten?',
    loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword: 'Um Ihr Passwort zu ändern, gehen Sie zu Ihrem <0>Benutzerkonto</0> und ändern Sie es dort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser: 'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Ein neues Konto wurde auf <a href="{{serverURL}}">{{serverURL}}</a> für Sie erstellt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Nachdem Sie Ihre E-Mail-Adresse bestätigt haben, können Sie sich anmelden.',
    resetYourPassword: 'Ihr Passwort zurücksetzen',
    verifyYourEmail: 'Ihre E-Mail-Adresse bestätigen',
    youAreInactive: 'Sie waren einige Zeit inaktiv und werden zu Ihrer eigenen Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die URL in Ihren Browser, um den Vorgang abzuschließen:',
    youDidNotRequestPassword: 'Falls Sie dies nicht angefordert haben, ignorieren Sie bitte diese E-Mail. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage: 'Sie haben ungespeicherte Änderungen an Ihrem Dashboard-Layout. Sind Sie sicher, dass Sie sie verwerfen möchten?',
    noItems: 'Auf Ihrem Dashboard sind keine Widgets. Sie können sie über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
    searchWidgets: 'Widgets suchen …',
  },
  error: {
    deletingTitle: 'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound: 'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde vielleicht gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    insufficientClipboardPermissions: 'Zugriff auf die Zwischenablage verweigert. Bitte prüfen Sie die Berechtigungen.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung, diese Aktion auszuführen.',
    restoringTitle: 'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht autorisiert – Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: 'Wählen Sie: eine eigene URL eingeben oder ein anderes Dokument verknüpfen.',
    chooseDocumentToLink: 'Wählen Sie das Dokument, das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription: 'Wählen Sie, welche Art von Sammlungsdokumenten in diesem Ordner erlaubt sein soll.',
    moveItemsToFolderConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemsToRootConfirmation: 'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    moveItemToFolderConfirmation: 'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemToRootConfirmation: 'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
  },
  general: {
    aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToPermanentlyDelete: 'Sie sind dabei, das {{label}} <1>{{title}}</1> dauerhaft zu löschen. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash: 'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, das {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraft: 'Sie sind dabei, das {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraftCount: 'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
    aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
    aboutToTrash: 'Sie sind dabei, das {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
    aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
    changesNotSaved: 'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen Ihre Änderungen verloren.',
    copyWarning: 'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
    creating: 'Wird erstellt',
    creatingNewLabel: '{{label}} wird erstellt',
    currentlyEditing: 'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird die Bearbeitung blockiert, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate: 'Dieses Dokument wurde kürzlich von einem anderen Benutzer geändert. Ihre Ansicht ist veraltet.',
    enterAValue: 'Geben Sie einen Wert ein',
    moveConfirm: 'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
    sorryNotFound: 'Es tut uns leid, aber wir haben nichts gefunden, was Ihrer Anfrage entspricht.',
    unsavedChanges: 'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Möchten Sie mit dem Duplizieren fortfahren?',
  },
  upload: {
    cropToolDescription: 'Ziehen Sie die Ecken des ausgewählten Bereichs, zeichnen Sie einen neuen Bereich, oder passen Sie die Werte unten an.',
    focalPointDescription: 'Setzen Sie den Fokuspunkt direkt in der Vorschau, oder passen Sie die Werte unten an.',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username: 'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection: 'Sie sind dabei, alle {{label}} in der Auswahl zu veröffentlichen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRestoreGlobal: 'Sie sind dabei, das globale Dokument {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRevertToPublished: 'Sie sind dabei, die Änderungen an diesem Dokument auf den veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
    aboutToUnpublish: 'Sie sind dabei, dieses Dokument auf Entwurf zu setzen. Sind Sie sicher?',
    aboutToUnpublishIn: 'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
    aboutToUnpublishSelection: 'Sie sind dabei, die Veröffentlichung aller {{label}} in der Auswahl aufzuheben. Sind Sie sicher?',
  },
} satisfies GermanTexts;
