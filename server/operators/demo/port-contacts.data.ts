/**
 * Whom a traveller calls at the departure port for assistance with reduced mobility (EU Regulation 1177/2010,
 * article 11: the port's passenger assistance point), per port of the demo network.
 *
 * DEMO DATA. The phone numbers are the main (switchboard) numbers of each port's authority as commonly published
 * (in Greece the Hellenic Coast Guard's port authority, Λιμεναρχείο / Λιμενικός Σταθμός, of the port or its area;
 * abroad the port authority), written from public listings and NOT checked with the authorities: verify them before
 * the shop goes live. The e-mail addresses are placeholders under the reserved `example.org` domain, so no mail can
 * reach a real mailbox by mistake. Opening hours are those of a typical summer season at the port (local time). A
 * real operator network brings the contacts of its own ports.
 */

export interface PortAuthorityContact {
  readonly el: string;
  readonly en: string;
  /** E.164. */
  readonly phone: string;
  readonly email: string;
  /** Local time, `HH:MM`. */
  readonly opens: string;
  readonly closes: string;
}

const a = (el: string, en: string, phone: string, slug: string, opens = '07:00', closes = '22:00'): PortAuthorityContact =>
  ({ el, en, phone, email: `prm-${slug}@ports.example.org`, opens, closes });

/** Each authority with the codes of the demo ports it answers for. */
const AUTHORITIES: readonly (readonly [PortAuthorityContact, readonly string[]])[] = [
  // Attica, the Saronic Gulf and the Peloponnese
  [a('Κεντρικό Λιμεναρχείο Πειραιά', 'Piraeus Central Port Authority', '+302104550000', 'piraeus', '06:00', '23:59'), ['PIR', 'PER', 'SAL']],
  [a('Λιμεναρχείο Ραφήνας', 'Rafina Port Authority', '+302294022300', 'rafina', '06:00', '23:00'), ['RAF', 'AMA']],
  [a('Λιμεναρχείο Λαυρίου', 'Lavrio Port Authority', '+302292025249', 'lavrio', '06:00', '23:00'), ['LAV', 'KEA']],
  [a('Λιμεναρχείο Αίγινας', 'Aegina Port Authority', '+302297022328', 'aegina'), ['AEG', 'SVL', 'AMG', 'AGS', 'MET']],
  [a('Λιμεναρχείο Πόρου', 'Poros Port Authority', '+302298022274', 'poros'), ['POR', 'GAL']],
  [a('Λιμενικός Σταθμός Ύδρας', 'Hydra Port Station', '+302298052279', 'hydra'), ['HYD', 'ERM']],
  [a('Λιμεναρχείο Σπετσών', 'Spetses Port Authority', '+302298072245', 'spetses'), ['SPE', 'PHE']],
  [a('Λιμεναρχείο Ναυπλίου', 'Nafplio Port Authority', '+302752022974', 'nafplio'), ['LEO', 'KYP']],
  [a('Λιμεναρχείο Νεάπολης Βοιών', 'Neapoli Vion Port Authority', '+302734022228', 'neapoli'), ['MON', 'NEA']],
  [a('Λιμεναρχείο Γυθείου', 'Gytheio Port Authority', '+302733022262', 'gytheio'), ['GYT']],
  [a('Λιμεναρχείο Κυθήρων', 'Kythira Port Authority', '+302736034222', 'kythira'), ['KIT', 'ANK']],
  // Cyclades
  [a('Κεντρικό Λιμεναρχείο Σύρου', 'Syros Central Port Authority', '+302281088888', 'syros', '06:30', '23:00'), ['JSY']],
  [a('Λιμεναρχείο Τήνου', 'Tinos Port Authority', '+302283022348', 'tinos'), ['TIN']],
  [a('Λιμεναρχείο Μυκόνου', 'Mykonos Port Authority', '+302289022218', 'mykonos', '06:30', '23:00'), ['JMK']],
  [a('Λιμεναρχείο Άνδρου', 'Andros Port Authority', '+302282071213', 'andros'), ['AND']],
  [a('Λιμενικός Σταθμός Κύθνου', 'Kythnos Port Station', '+302281032290', 'kythnos'), ['KYT']],
  [a('Λιμενικός Σταθμός Σερίφου', 'Serifos Port Station', '+302281051470', 'serifos'), ['SER']],
  [a('Λιμενικός Σταθμός Σίφνου', 'Sifnos Port Station', '+302284033617', 'sifnos'), ['SIF']],
  [a('Λιμεναρχείο Μήλου', 'Milos Port Authority', '+302287023360', 'milos'), ['MLO', 'KMS']],
  [a('Λιμενικός Σταθμός Φολεγάνδρου', 'Folegandros Port Station', '+302286041530', 'folegandros'), ['FOL', 'SIK']],
  [a('Λιμεναρχείο Ίου', 'Ios Port Authority', '+302286091264', 'ios'), ['IOS']],
  [a('Λιμεναρχείο Θήρας', 'Santorini (Thira) Port Authority', '+302286022239', 'santorini', '06:00', '23:00'), ['JTR', 'THI', 'AFN']],
  [a('Λιμεναρχείο Νάξου', 'Naxos Port Authority', '+302285022300', 'naxos', '06:30', '23:00'), ['JNX', 'IRK', 'SXI', 'KOU', 'DON']],
  [a('Λιμεναρχείο Πάρου', 'Paros Port Authority', '+302284021240', 'paros', '06:30', '23:00'), ['PAS', 'PNT', 'ANP']],
  [a('Λιμενικός Σταθμός Αμοργού', 'Amorgos Port Station', '+302285071259', 'amorgos'), ['AMO', 'AEL']],
  [a('Λιμενικός Σταθμός Αστυπάλαιας', 'Astypalea Port Station', '+302243061208', 'astypalea'), ['JTY']],
  // Dodecanese
  [a('Κεντρικό Λιμεναρχείο Ρόδου', 'Rhodes Central Port Authority', '+302241022220', 'rhodes', '06:00', '23:00'), ['RHO', 'KSK', 'HAL', 'SMI', 'TIL', 'KZS']],
  [a('Λιμεναρχείο Κω', 'Kos Port Authority', '+302242026594', 'kos', '06:00', '23:00'), ['KGS', 'MST', 'NIS', 'PSE']],
  [a('Λιμεναρχείο Καλύμνου', 'Kalymnos Port Authority', '+302243024444', 'kalymnos'), ['KLM']],
  [a('Λιμεναρχείο Λέρου', 'Leros Port Authority', '+302247022224', 'leros'), ['LRS', 'LRA']],
  [a('Λιμεναρχείο Πάτμου', 'Patmos Port Authority', '+302247031231', 'patmos'), ['PMS', 'LIP', 'AGA', 'ARK']],
  [a('Λιμεναρχείο Καρπάθου', 'Karpathos Port Authority', '+302245022227', 'karpathos'), ['AOK', 'DIA', 'KSJ']],
  // Crete
  [a('Κεντρικό Λιμεναρχείο Ηρακλείου', 'Heraklion Central Port Authority', '+302810244912', 'heraklion', '06:00', '23:30'), ['HER']],
  [a('Λιμεναρχείο Χανίων', 'Chania Port Authority', '+302821089240', 'chania', '06:00', '23:00'), ['CHQ', 'KIS']],
  [a('Λιμεναρχείο Ρεθύμνου', 'Rethymno Port Authority', '+302831022276', 'rethymno'), ['RET']],
  [a('Λιμεναρχείο Σητείας', 'Sitia Port Authority', '+302843022310', 'sitia'), ['JSH']],
  [a('Λιμεναρχείο Αγίου Νικολάου', 'Agios Nikolaos Port Authority', '+302841022312', 'agiosnikolaos'), ['AGN']],
  [a('Λιμενικός Σταθμός Χώρας Σφακίων', 'Chora Sfakion Port Station', '+302825091292', 'sfakia'), ['SFA', 'ARO', 'LTO', 'SOU', 'PAL', 'GAV']],
  // North and East Aegean
  [a('Κεντρικό Λιμεναρχείο Χίου', 'Chios Central Port Authority', '+302271044433', 'chios'), ['JKH', 'OIN', 'PSA']],
  [a('Κεντρικό Λιμεναρχείο Μυτιλήνης', 'Mytilene Central Port Authority', '+302251040827', 'mytilene'), ['MJT', 'SIG']],
  [a('Λιμεναρχείο Μύρινας', 'Myrina (Lemnos) Port Authority', '+302254022225', 'lemnos'), ['LXS', 'AEF']],
  [a('Λιμεναρχείο Σάμου', 'Samos Port Authority', '+302273027318', 'samos'), ['VAT', 'KRL', 'PYT']],
  [a('Λιμεναρχείο Ικαρίας', 'Ikaria Port Authority', '+302275022207', 'ikaria'), ['JIK', 'EVD', 'FOU']],
  [a('Λιμεναρχείο Καβάλας', 'Kavala Port Authority', '+302510223716', 'kavala'), ['KVA', 'KER', 'THS', 'PRN']],
  [a('Λιμεναρχείο Αλεξανδρούπολης', 'Alexandroupoli Port Authority', '+302551026468', 'alexandroupoli'), ['AXD', 'SMT']],
  [a('Κεντρικό Λιμεναρχείο Θεσσαλονίκης', 'Thessaloniki Central Port Authority', '+302310531504', 'thessaloniki'), ['SKG']],
  // Sporades, Evia and the central mainland
  [a('Κεντρικό Λιμεναρχείο Βόλου', 'Volos Central Port Authority', '+302421028888', 'volos'), ['VOL']],
  [a('Λιμεναρχείο Αγίου Κωνσταντίνου', 'Agios Konstantinos Port Authority', '+302235031759', 'agioskonstantinos'), ['AGK', 'ATS']],
  [a('Λιμεναρχείο Σκιάθου', 'Skiathos Port Authority', '+302427022017', 'skiathos'), ['JSI']],
  [a('Λιμεναρχείο Σκοπέλου', 'Skopelos Port Authority', '+302424022180', 'skopelos'), ['SKO', 'GLO', 'ALO']],
  [a('Λιμεναρχείο Κύμης', 'Kymi Port Authority', '+302222022606', 'kymi'), ['KYM', 'SKU']],
  [a('Κεντρικό Λιμεναρχείο Χαλκίδας', 'Chalkida Central Port Authority', '+302221028888', 'chalkida'), ['ERE', 'ORO', 'AID', 'GLY', 'AGI']],
  [a('Λιμεναρχείο Καρύστου', 'Karystos Port Authority', '+302224022227', 'karystos'), ['MRM', 'STY', 'KRS']],
  // Ionian islands and western Greece
  [a('Κεντρικό Λιμεναρχείο Πάτρας', 'Patras Central Port Authority', '+302610341002', 'patras', '06:00', '23:59'), ['PAT', 'RIO', 'ANR', 'AIG', 'AGF']],
  [a('Λιμεναρχείο Κέρκυρας', 'Corfu Port Authority', '+302661032655', 'corfu', '06:00', '23:00'), ['CFU', 'LKM', 'ERI', 'OTH', 'MTH']],
  [a('Λιμεναρχείο Ηγουμενίτσας', 'Igoumenitsa Port Authority', '+302665022235', 'igoumenitsa', '06:00', '23:59'), ['IGO']],
  [a('Λιμεναρχείο Κυλλήνης', 'Kyllini Port Authority', '+302623092211', 'kyllini'), ['KLN']],
  [a('Λιμεναρχείο Ζακύνθου', 'Zakynthos Port Authority', '+302695028117', 'zakynthos'), ['ZTH', 'ZSK']],
  [a('Λιμεναρχείο Αργοστολίου', 'Argostoli (Kefalonia) Port Authority', '+302671022224', 'argostoli'), ['ARG', 'LIX', 'PSD']],
  [a('Λιμενικός Σταθμός Σάμης', 'Sami (Kefalonia) Port Station', '+302674022031', 'sami'), ['SAM', 'POK', 'FIS']],
  [a('Λιμεναρχείο Ιθάκης', 'Ithaca Port Authority', '+302674032909', 'ithaca'), ['ITH', 'FRI']],
  [a('Λιμεναρχείο Λευκάδας', 'Lefkada Port Authority', '+302645022322', 'lefkada'), ['LEF', 'VAS', 'MEG']],
  [a('Λιμενικός Σταθμός Παξών', 'Paxos Port Station', '+302662032259', 'paxos'), ['PAX', 'APX']],
  [a('Λιμεναρχείο Αστακού', 'Astakos Port Authority', '+302646041216', 'astakos'), ['AST', 'KLA', 'KST']],
  // Italy (Port System Authorities)
  [a('Αρχή Λιμένων Κεντρικής Αδριατικής (Ανκόνα)', 'Port System Authority of the Central Adriatic Sea (Ancona)', '+39071207891', 'ancona'), ['ANC']],
  [a('Αρχή Λιμένων Νότιας Αδριατικής (Μπάρι)', 'Port System Authority of the Southern Adriatic Sea (Bari)', '+390805788511', 'bari'), ['BRI']],
  [a('Αρχή Λιμένων Νότιας Αδριατικής (Μπρίντιζι)', 'Port System Authority of the Southern Adriatic Sea (Brindisi)', '+390831562650', 'brindisi'), ['BDS']],
  [a('Αρχή Λιμένων Βόρειας Αδριατικής (Βενετία)', 'Port System Authority of the Northern Adriatic Sea (Venice)', '+390415334111', 'venice'), ['VCE']],
  [a('Αρχή Λιμένων Ανατολικής Αδριατικής (Τεργέστη)', 'Port System Authority of the Eastern Adriatic Sea (Trieste)', '+390406731', 'trieste'), ['TRS']],
  // Albania
  [a('Αρχή Λιμένος Δυρραχίου', 'Durrës Port Authority', '+35552222027', 'durres'), ['DUR']],
  [a('Λιμάνι Αυλώνα', 'Port of Vlorë', '+35533224600', 'vlore'), ['VLO']],
  [a('Λιμάνι Αγίων Σαράντα', 'Port of Sarandë', '+35585224600', 'sarande'), ['SAR']],
  // Turkey
  [a('Λιμάνι Τσεσμέ', 'Port of Çeşme', '+902327122200', 'cesme'), ['CES']],
  [a('Λιμάνι Κουσάντασι', 'Port of Kuşadası', '+902566140000', 'kusadasi'), ['KUS']],
  [a('Λιμάνι Αλικαρνασσού', 'Port of Bodrum', '+902523163838', 'bodrum'), ['BXN', 'TGR']],
  [a('Λιμάνι Μαρμαρίδας', 'Port of Marmaris', '+902524121440', 'marmaris'), ['MRS', 'DAT']],
  [a('Λιμάνι Αϊβαλί', 'Port of Ayvalık', '+902663126123', 'ayvalik'), ['AYV', 'DIK']],
  [a('Λιμάνι Κας', 'Port of Kaş', '+902428361000', 'kas'), ['KAS', 'FET']],
  // Cyprus, the Adriatic coast and the Levant
  [a('Αρχή Λιμένων Κύπρου (Λεμεσός)', 'Cyprus Ports Authority (Limassol)', '+35722817200', 'limassol'), ['LMS']],
  [a('Αρχή Λιμένων Κύπρου (Λάρνακα)', 'Cyprus Ports Authority (Larnaca)', '+35724815225', 'larnaca'), ['LCA']],
  [a('Λιμενική Αρχή Σπλιτ', 'Split Port Authority', '+38521329450', 'split'), ['SPU']],
  [a('Λιμενική Αρχή Ντουμπρόβνικ', 'Dubrovnik Port Authority', '+38520313333', 'dubrovnik'), ['DBV']],
  [a('Λιμάνι Μπαρ', 'Port of Bar', '+38230300300', 'bar'), ['BAR']],
  [a('Λιμάνι Χάιφας', 'Port of Haifa', '+97248518111', 'haifa'), ['HFA']],
];

/** The assistance contact of each demo port, by port code. */
export const PORT_CONTACTS: ReadonlyMap<string, PortAuthorityContact> = new Map(
  AUTHORITIES.flatMap(([contact, codes]) => codes.map((code) => [code, contact] as const)),
);
