/** Exports: `PAGES_DE`, the German content pages. */
import { contactCard, faq, richText, type SeedPage } from './types';

export const PAGES_DE: readonly SeedPage[] = [
  {
    key: 'about',
    slug: 'ueber-uns',
    title: 'Über uns',
    metaTitle: 'Über FerryShop – Fährtickets zu den griechischen Inseln',
    metaDescription: 'FerryShop ist ein autorisierter Wiederverkäufer von Fährtickets für die griechischen Inseln und die Adria, mit Kundenservice in sechs Sprachen.',
    metaKeywords: 'FerryShop, Fährtickets, griechische Inseln, über uns',
    sections: [
      richText(
        '<p>FerryShop ist ein Online-Reisebüro für Fährtickets in Griechenland und in der Adria. Wir vergleichen die Abfahrten der Reedereien auf einer Seite, damit Sie die Überfahrt, den Sitzplatz oder die Kabine und den Preis wählen, die zu Ihnen passen, und in wenigen Minuten buchen.</p>' +
          '<p>Wir sind ein autorisierter Wiederverkäufer: Die Überfahrt selbst führt die von Ihnen gewählte Reederei durch, und Ihr Ticket wird in deren Buchungssystem ausgestellt, sobald Sie bezahlen. Der angezeigte Preis ist der Tarif der Reederei zuzüglich einer kleinen, deutlich ausgewiesenen Servicegebühr.</p>' +
          '<p>Unser Team arbeitet in Piräus und kennt die Inseln gut. Ob Sie mit Kindern, Auto, Haustier oder in der Gruppe reisen: Wir helfen Ihnen, die richtige Verbindung zu finden, und beantworten Ihre Fragen vor und nach der Buchung.</p>',
        'Fährtickets, ganz einfach',
      ),
      richText(
        '<ul><li>Abfahrten von mehr als dreißig Reedereien zu über 170 Häfen</li><li>Sichere Kartenzahlung auf der Seite der Bank</li><li>E-Tickets und Web-Check-in, wo die Reederei sie anbietet</li><li>Kundenservice auf Griechisch, Englisch, Deutsch, Italienisch, Französisch und Spanisch</li></ul>',
        'Warum Reisende bei uns buchen',
      ),
      contactCard('Sprechen Sie mit uns', '<p>Fragen zu einer Verbindung oder Buchung? Unser Kundenservice hilft Ihnen gern.</p>'),
    ],
  },
  {
    key: 'faq',
    slug: 'haeufige-fragen',
    title: 'Häufige Fragen',
    metaTitle: 'Fährtickets: häufige Fragen | FerryShop',
    metaDescription: 'Antworten zur Buchung von Fährtickets, zu E-Tickets, zur Reise mit Auto oder Haustier, zu Umbuchung, Stornierung und Zahlung.',
    metaKeywords: 'Fähre FAQ, Fragen Fährtickets, E-Ticket, Fähre mit Auto, Fähre mit Haustier',
    sections: [
      faq('Buchung und Tickets', [
        ['Muss ich mein Ticket ausdrucken?', '<p>Die meisten Reedereien akzeptieren ein E-Ticket: Zeigen Sie das Ticket auf dem Handy oder nur Ihren Ausweis am Hafen. Einige Reedereien und Strecken verlangen noch eine Bordkarte vom Hafenbüro; Ihre Bestätigungs-E-Mail sagt Ihnen, was für Ihre Reise gilt.</p>'],
        ['Wann muss ich am Hafen sein?', '<p>Seien Sie mit Fahrzeug mindestens <strong>eine Stunde</strong> und zu Fuß 30 Minuten vor der Abfahrt am Hafen. Das Boarding endet 15 Minuten vor der Abfahrt.</p>'],
        ['Kann ich für eine andere Person buchen?', '<p>Ja. Geben Sie die Daten jedes Reisenden genau so ein, wie sie im Personalausweis oder Reisepass stehen, mit dem er reist.</p>'],
        ['Sind Kindertickets günstiger?', '<p>Kinder unter 5 Jahren reisen ohne eigenen Sitzplatz kostenlos, Kinder von 5 bis 10 Jahren erhalten bei den meisten Reedereien einen ermäßigten Tarif. Wählen Sie bei der Buchung für jedes Kind den Passagiertyp.</p>'],
      ]),
      faq('Fahrzeuge, Haustiere und besondere Bedürfnisse', [
        ['Kann ich mein Auto oder Motorrad mitnehmen?', '<p>Ja, auf den meisten konventionellen Fähren. Geben Sie das Fahrzeug mit seiner Länge bei der Suche an; Schnellboote befördern weniger oder gar keine Fahrzeuge.</p>'],
        ['Kann ich mit meinem Haustier reisen?', '<p>Haustiere reisen auf den meisten Fähren mit, im Tierbereich oder in einer tierfreundlichen Kabine. Fügen Sie das Tier Ihrer Buchung hinzu und nehmen Sie den Heimtierausweis sowie einen Maulkorb oder eine Transportbox mit.</p>'],
        ['Ich brauche an Bord Unterstützung. Was muss ich tun?', '<p>Sagen Sie es uns bei der Buchung oder wenden Sie sich mindestens 48 Stunden vor der Abfahrt an den Kundenservice; wir informieren die Reederei, damit die Hilfe bereitsteht.</p>'],
      ]),
      faq('Zahlung', [
        ['Welche Zahlungsarten akzeptieren Sie?', '<p>Visa, Mastercard, Maestro und American Express. Sie bezahlen auf der sicheren Seite unserer Bank; wir sehen und speichern Ihre Kartennummer nie.</p>'],
        ['Wird die Servicegebühr erstattet?', '<p>Die Servicegebühr deckt die Ausstellung des Tickets und wird bei einer Stornierung nicht erstattet, es sei denn, die Reederei sagt die Abfahrt ab.</p>'],
      ]),
      contactCard('Noch eine Frage?', '<p>Unser Kundenservice antwortet per Telefon und E-Mail.</p>'),
    ],
  },
  {
    key: 'how-to-book',
    slug: 'so-buchen-sie',
    title: 'So buchen Sie',
    metaTitle: 'Fährticket buchen in vier Schritten | FerryShop',
    metaDescription: 'Suchen, Abfahrt wählen, Reisende eingeben und sicher bezahlen: So buchen Sie Fährtickets bei FerryShop.',
    metaKeywords: 'Fähre buchen, Buchungsschritte Fähre, Fährtickets online',
    sections: [
      richText(
        '<p>Die Buchung eines Fährtickets dauert nur wenige Minuten. Sie brauchen die Namen und Ausweis- oder Passnummern der Reisenden, Länge und Kennzeichen eines Fahrzeugs und eine Zahlungskarte.</p>',
      ),
      richText(
        '<ol><li><strong>Suchen.</strong> Wählen Sie einfache Fahrt, Hin- und Rückfahrt oder eine Reise mit mehreren Etappen, die Häfen, die Daten und wie viele Passagiere, Fahrzeuge und Haustiere reisen.</li><li><strong>Abfahrt wählen.</strong> Vergleichen Sie Abfahrtszeiten, Dauer, Reedereien und Preise und wählen Sie Deckplatz, Pullmansitz oder Kabine.</li><li><strong>Reisende eingeben.</strong> Erfassen Sie jeden Passagier wie im Ausweis oder Pass und fügen Sie Ermäßigungen, Kundenkarten oder Residentencodes (MAN) hinzu, falls vorhanden.</li><li><strong>Bezahlen.</strong> Prüfen Sie die Übersicht, akzeptieren Sie die Bedingungen und zahlen Sie mit Karte auf der sicheren Seite der Bank. Ihre Tickets kommen sofort per E-Mail.</li></ol>',
        'In vier Schritten zum Ticket',
      ),
      richText(
        '<p>Fähren zu beliebten Inseln sind im Juli und August früh ausgebucht, vor allem für Fahrzeuge und Kabinen. Buchen Sie, sobald Ihre Daten feststehen; Sie können die Buchung später nach den Regeln der Reederei noch ändern.</p>',
        'Gut zu wissen',
      ),
    ],
  },
  {
    key: 'changes-and-cancellations',
    slug: 'umbuchung-und-stornierung',
    title: 'Umbuchung und Stornierung',
    metaTitle: 'Fährticket umbuchen oder stornieren | FerryShop',
    metaDescription: 'Wie Sie Datum oder Reisende eines Fährtickets ändern, was eine Stornierung kostet und wann Sie Ihr Geld zurückbekommen.',
    metaKeywords: 'Fährticket umbuchen, Fährticket stornieren, Erstattung Fähre',
    sections: [
      richText(
        '<p>Jede Reederei legt ihre eigenen Regeln für Umbuchungen und Stornierungen fest; sie sind Teil des Tickets, das Sie kaufen. Unten finden Sie die häufigsten Regeln; die genauen Bedingungen Ihres Tickets sehen Sie vor der Zahlung und in Ihrer Bestätigungs-E-Mail.</p>',
      ),
      richText(
        '<p>Meist können Sie Datum, Uhrzeit oder die Namen der Reisenden bis 24 Stunden vor der Abfahrt einmal kostenlos ändern und zahlen nur eine etwaige Tarifdifferenz. Ein Ticket, das vor der Abfahrt weder genutzt noch geändert wurde, verfällt.</p>',
        'Ticket umbuchen',
      ),
      richText(
        '<table><thead><tr><th scope="col">Zeitpunkt der Stornierung</th><th scope="col">Erstattung des Fahrpreises</th></tr></thead><tbody><tr><td>Mehr als 7 Tage vor der Abfahrt</td><td>90 %</td></tr><tr><td>7 Tage bis 24 Stunden vor der Abfahrt</td><td>50 %</td></tr><tr><td>Weniger als 24 Stunden vor der Abfahrt</td><td>Keine Erstattung</td></tr></tbody></table>' +
          '<p>Erstattungen gehen innerhalb von 14 Werktagen auf die verwendete Karte. Aktionstarife sind unter Umständen nicht erstattungsfähig.</p>',
        'Ticket stornieren',
      ),
      richText(
        '<p>Sagt die Reederei eine Abfahrt ab, etwa wegen starken Windes, können Sie mit der nächsten verfügbaren Fähre reisen oder erhalten den vollen Betrag einschließlich Servicegebühr zurück.</p>',
        'Wenn die Reederei absagt',
      ),
      contactCard('Möchten Sie eine Buchung ändern?', '<p>Senden Sie uns Ihre Buchungsnummer und was Sie ändern möchten.</p>'),
    ],
  },
  {
    key: 'terms',
    slug: 'allgemeine-geschaeftsbedingungen',
    title: 'Allgemeine Geschäftsbedingungen',
    metaTitle: 'Allgemeine Geschäftsbedingungen | FerryShop',
    metaDescription: 'Die Bedingungen, unter denen FerryShop als autorisierter Wiederverkäufer der Reedereien Fährtickets verkauft.',
    metaKeywords: 'AGB, Geschäftsbedingungen Fährtickets, FerryShop',
    sections: [
      richText(
        '<p>Diese Bedingungen gelten für jede Buchung auf dieser Website. Mit der Buchung akzeptieren Sie sie zusammen mit den Beförderungsbedingungen der Reederei, die Ihre Überfahrt durchführt.</p>',
        '1. Geltungsbereich',
      ),
      richText(
        '<p>FerryShop handelt als autorisierter Wiederverkäufer und Vermittler der Reedereien. Der Beförderungsvertrag kommt zwischen Ihnen und der Reederei zustande; die Reederei ist für die Überfahrt, den Fahrplan, das Schiff und die Leistungen an Bord verantwortlich.</p>',
        '2. Unsere Rolle',
      ),
      richText(
        '<p>Eine Buchung ist bestätigt, wenn die Zahlung angenommen und das Ticket von der Reederei ausgestellt wurde. Wir senden Ihnen die Bestätigung mit Buchungs- und Ticketnummern per E-Mail. Prüfen Sie die Angaben sofort und melden Sie uns Fehler unverzüglich.</p>',
        '3. Buchung und Bestätigung',
      ),
      richText(
        '<p>Die Preise sind in Euro angegeben und enthalten Mehrwertsteuer und Hafengebühren. Eine Servicegebühr pro Fahrt wird vor der Zahlung gesondert ausgewiesen. Tarife können sich bis zur Bestätigung der Buchung ändern.</p>',
        '4. Preise und Zahlung',
      ),
      richText(
        '<p>Reisende müssen einen gültigen Personalausweis oder Reisepass mitführen. Passagiere mit ermäßigtem Tarif müssen beim Einsteigen einen Nachweis vorlegen; andernfalls kann die Reederei den vollen Fahrpreis verlangen.</p>',
        '5. Reisedokumente',
      ),
      richText(
        '<p>Umbuchungen und Stornierungen richten sich nach den Regeln der Reederei, wie auf unserer Seite zu Umbuchung und Stornierung und in Ihrer Bestätigung beschrieben. Die Servicegebühr wird nicht erstattet, es sei denn, die Reederei sagt die Abfahrt ab.</p>',
        '6. Umbuchung und Stornierung',
      ),
      richText(
        '<p>Wir haften für die korrekte Abwicklung Ihrer Buchung. Wir haften nicht für Verspätungen, Absagen oder Fahrplanänderungen, die die Reederei beschließt oder die auf das Wetter oder andere Umstände außerhalb unseres Einflusses zurückgehen; Ihre Rechte in diesen Fällen regelt die Verordnung (EU) Nr. 1177/2010.</p>',
        '7. Haftung',
      ),
      richText(
        '<p>Beschwerden richten Sie an unseren Kundenservice. Es gilt griechisches Recht; zuständig sind die Gerichte von Piräus, unbeschadet der zwingenden Verbraucherschutzvorschriften Ihres Landes. Sie können auch die Online-Streitbeilegungsplattform der EU nutzen.</p>',
        '8. Beschwerden und anwendbares Recht',
      ),
    ],
  },
  {
    key: 'privacy',
    slug: 'datenschutzerklaerung',
    title: 'Datenschutzerklärung',
    metaTitle: 'Datenschutzerklärung | FerryShop',
    metaDescription: 'Welche personenbezogenen Daten FerryShop bei der Buchung von Fährtickets verarbeitet, warum, wie lange und welche Rechte Sie haben.',
    metaKeywords: 'Datenschutzerklärung, personenbezogene Daten, DSGVO, FerryShop',
    sections: [
      richText(
        '<p>FerryShop, Akti Miaouli 21, 185 35 Piräus, Griechenland, ist Verantwortlicher für die über diese Website verarbeiteten personenbezogenen Daten. Diese Erklärung beschreibt gemäß der Datenschutz-Grundverordnung (DSGVO), was wir erheben und warum.</p>',
        'Wer wir sind',
      ),
      richText(
        '<ul><li>Kontaktdaten der buchenden Person: Name, E-Mail, Telefon und Anschrift</li><li>Von den Reedereien verlangte Daten der Reisenden: Name, Geschlecht, Staatsangehörigkeit, Geburtsdatum und Ausweis- oder Passnummer</li><li>Kfz-Kennzeichen, Chipnummern von Haustieren, Kundenkarten und Residentencodes, wenn Sie sie angeben</li><li>Zahlungsstatus und Betrag (nie Ihre Kartennummer, die nur unsere Bank verarbeitet)</li><li>Technische Daten, die für den sicheren Betrieb der Website nötig sind</li></ul>',
        'Welche Daten wir verarbeiten',
      ),
      richText(
        '<p>Wir verwenden die Daten, um Ihre Buchung auszuführen und zu verwalten (Vertragserfüllung), um gesetzliche Pflichten zur Passagierregistrierung und Buchhaltung zu erfüllen (rechtliche Verpflichtung) und, nur mit Ihrer Einwilligung, um Ihnen unseren Newsletter zu senden (Einwilligung, jederzeit widerrufbar).</p>',
        'Warum wir sie verarbeiten',
      ),
      richText(
        '<p>Wir übermitteln die Daten der Reisenden an die Reederei, die Sie befördert, und Zahlungsdaten an unsere Bank. Unsere Hosting- und E-Mail-Dienstleister verarbeiten Daten vertraglich in unserem Auftrag. Wir verkaufen keine personenbezogenen Daten.</p>',
        'Wer sie erhält',
      ),
      richText(
        '<p>Buchungsunterlagen bewahren wir aus steuerlichen Gründen fünf Jahre nach der Reise auf, Kontodaten bis zur Schließung Ihres Kontos, Newsletter-Daten bis zur Abmeldung.</p>',
        'Wie lange wir sie speichern',
      ),
      richText(
        '<p>Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Sie können sich außerdem bei der griechischen Datenschutzbehörde (www.dpa.gr) beschweren.</p>',
        'Ihre Rechte',
      ),
      contactCard('Fragen zum Datenschutz', '<p>Schreiben Sie uns mit dem Betreff „Datenschutz“.</p>'),
    ],
  },
];
