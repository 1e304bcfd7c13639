/**
 * The demo network's companies (invented names) and the lines they run. A line is a voyage through ports in
 * order; every pair of its ports in travel order is a trip that can be booked. `year` departures run on the
 * winter days (and daily in summer), `summer` departures only from June to September.
 */
export interface CompanyData {
  readonly code: string;
  readonly name: string;
  readonly country: string;
  /** Logo colours: background and foreground. */
  readonly colours: readonly [string, string];
  /** Vessel names start with this word ("Meltemi Naxos"). */
  readonly vesselPrefix: string;
  /** Fare level in percent of the network's reference fare. */
  readonly fareLevel: number;
  readonly holdMinutes: number;
  /** Index into the refund policy templates. */
  readonly refundPolicy: 0 | 1 | 2;
  readonly founded: number;
}

export interface LineData {
  readonly company: string;
  /** C conventional ferry, H high-speed craft. */
  readonly kind: 'C' | 'H';
  readonly ports: readonly string[];
  readonly year: readonly string[];
  readonly summer: readonly string[];
  /** Winter weekdays, 1 = Monday … 7 = Sunday; empty means the line runs only in summer. */
  readonly winterDays: string;
}

export const COMPANIES: readonly CompanyData[] = [
  { code: 'ASL', name: 'Aegean Star Lines', country: 'GR', colours: ['#0b3d91', '#ffffff'], vesselPrefix: 'Aegean Star', fareLevel: 104, holdMinutes: 15, refundPolicy: 0, founded: 1965 },
  { code: 'KNM', name: 'Knossos Maritime', country: 'GR', colours: ['#8b1e1e', '#f6d365'], vesselPrefix: 'Knossos', fareLevel: 100, holdMinutes: 20, refundPolicy: 0, founded: 1967 },
  { code: 'CFF', name: 'Cyclades Fast Ferries', country: 'GR', colours: ['#00a6d6', '#ffffff'], vesselPrefix: 'Cyclades Express', fareLevel: 110, holdMinutes: 15, refundPolicy: 1, founded: 1998 },
  { code: 'MLT', name: 'Meltemi Ferries', country: 'GR', colours: ['#f2f2f2', '#1b4f72'], vesselPrefix: 'Meltemi', fareLevel: 96, holdMinutes: 15, refundPolicy: 0, founded: 1972 },
  { code: 'ARJ', name: 'Archipelago Jets', country: 'GR', colours: ['#ff6f00', '#ffffff'], vesselPrefix: 'Archipelago Jet', fareLevel: 114, holdMinutes: 10, refundPolicy: 2, founded: 2009 },
  { code: 'SCL', name: 'Small Cyclades Lines', country: 'GR', colours: ['#2e7d32', '#ffffff'], vesselPrefix: 'Kyra', fareLevel: 90, holdMinutes: 15, refundPolicy: 0, founded: 1956 },
  { code: 'POS', name: 'Poseidon Lines', country: 'GR', colours: ['#004d40', '#b2dfdb'], vesselPrefix: 'Poseidon', fareLevel: 98, holdMinutes: 15, refundPolicy: 1, founded: 1981 },
  { code: 'DSL', name: 'Dodecanese Sea Lines', country: 'GR', colours: ['#1565c0', '#ffeb3b'], vesselPrefix: 'Dodekanisos', fareLevel: 102, holdMinutes: 15, refundPolicy: 1, founded: 1999 },
  { code: 'EIS', name: 'Eastern Isles Shipping', country: 'GR', colours: ['#6a1b9a', '#ffffff'], vesselPrefix: 'Anatoli', fareLevel: 95, holdMinutes: 15, refundPolicy: 0, founded: 1977 },
  { code: 'SSL', name: 'Samian Sea Lines', country: 'GR', colours: ['#c62828', '#ffffff'], vesselPrefix: 'Samaina', fareLevel: 103, holdMinutes: 15, refundPolicy: 2, founded: 2004 },
  { code: 'NAS', name: 'North Aegean Shipping', country: 'GR', colours: ['#263238', '#80cbc4'], vesselPrefix: 'Boreas', fareLevel: 97, holdMinutes: 20, refundPolicy: 0, founded: 1973 },
  { code: 'THL', name: 'Thassos Link', country: 'GR', colours: ['#33691e', '#dcedc8'], vesselPrefix: 'Thassos', fareLevel: 92, holdMinutes: 15, refundPolicy: 0, founded: 1988 },
  { code: 'SFC', name: 'Sporades Flying Cats', country: 'GR', colours: ['#0097a7', '#ffffff'], vesselPrefix: 'Flying Cat', fareLevel: 112, holdMinutes: 15, refundPolicy: 1, founded: 1994 },
  { code: 'EFU', name: 'Evia Ferries Union', country: 'GR', colours: ['#5d4037', '#ffe0b2'], vesselPrefix: 'Evia Star', fareLevel: 91, holdMinutes: 15, refundPolicy: 0, founded: 1961 },
  { code: 'SRD', name: 'Saronic Dolphins', country: 'GR', colours: ['#ffca28', '#0d47a1'], vesselPrefix: 'Saronic Dolphin', fareLevel: 108, holdMinutes: 15, refundPolicy: 2, founded: 1992 },
  { code: 'SLS', name: 'Salamis Shuttle', country: 'GR', colours: ['#37474f', '#ffffff'], vesselPrefix: 'Salamis', fareLevel: 90, holdMinutes: 15, refundPolicy: 0, founded: 1979 },
  { code: 'AFD', name: 'Argolic Flying Dolphins', country: 'GR', colours: ['#ad1457', '#ffffff'], vesselPrefix: 'Argolis', fareLevel: 105, holdMinutes: 15, refundPolicy: 1, founded: 1990 },
  { code: 'LCL', name: 'Laconia Coastal Lines', country: 'GR', colours: ['#4e342e', '#ffcc80'], vesselPrefix: 'Lakonia', fareLevel: 94, holdMinutes: 15, refundPolicy: 0, founded: 1984 },
  { code: 'SFK', name: 'Sfakia Coastal', country: 'GR', colours: ['#1b5e20', '#fff59d'], vesselPrefix: 'Daskalogiannis', fareLevel: 93, holdMinutes: 15, refundPolicy: 0, founded: 1986 },
  { code: 'IPF', name: 'Ionian Pearl Ferries', country: 'GR', colours: ['#01579b', '#e1f5fe'], vesselPrefix: 'Ionian Pearl', fareLevel: 95, holdMinutes: 15, refundPolicy: 0, founded: 1975 },
  { code: 'KSW', name: 'Kefalonia Seaways', country: 'GR', colours: ['#283593', '#c5cae9'], vesselPrefix: 'Kefalonia', fareLevel: 97, holdMinutes: 15, refundPolicy: 1, founded: 1983 },
  { code: 'ZKL', name: 'Zakynthian Line', country: 'GR', colours: ['#00695c', '#ffffff'], vesselPrefix: 'Zante', fareLevel: 96, holdMinutes: 15, refundPolicy: 0, founded: 1991 },
  { code: 'LIF', name: 'Lefkas Island Ferries', country: 'GR', colours: ['#0277bd', '#fff9c4'], vesselPrefix: 'Lefkas', fareLevel: 93, holdMinutes: 15, refundPolicy: 0, founded: 1987 },
  { code: 'PXE', name: 'Paxos Express', country: 'GR', colours: ['#558b2f', '#ffffff'], vesselPrefix: 'Paxos Express', fareLevel: 109, holdMinutes: 10, refundPolicy: 2, founded: 2006 },
  { code: 'RSF', name: 'Rio Strait Ferries', country: 'GR', colours: ['#455a64', '#ffd54f'], vesselPrefix: 'Porthmeus', fareLevel: 90, holdMinutes: 15, refundPolicy: 0, founded: 1958 },
  { code: 'ABL', name: 'Adriatic Bridge Lines', country: 'IT', colours: ['#b71c1c', '#ffffff'], vesselPrefix: 'Ponte Adriatico', fareLevel: 106, holdMinutes: 30, refundPolicy: 1, founded: 1970 },
  { code: 'SRL', name: 'Serenissima Lines', country: 'IT', colours: ['#880e4f', '#ffd700'], vesselPrefix: 'Serenissima', fareLevel: 111, holdMinutes: 30, refundPolicy: 2, founded: 1952 },
  { code: 'DCL', name: 'Dalmatian Coast Line', country: 'HR', colours: ['#0d47a1', '#ff5252'], vesselPrefix: 'Dalmacija', fareLevel: 99, holdMinutes: 20, refundPolicy: 1, founded: 1947 },
  { code: 'ILF', name: 'Illyria Ferry', country: 'AL', colours: ['#d32f2f', '#212121'], vesselPrefix: 'Illyria', fareLevel: 92, holdMinutes: 20, refundPolicy: 0, founded: 1996 },
  { code: 'ANF', name: 'Anatolia Ferries', country: 'TR', colours: ['#e53935', '#ffffff'], vesselPrefix: 'Anadolu', fareLevel: 101, holdMinutes: 15, refundPolicy: 2, founded: 1993 },
  { code: 'LSL', name: 'Levant Sea Link', country: 'CY', colours: ['#ef6c00', '#1a237e'], vesselPrefix: 'Levant', fareLevel: 107, holdMinutes: 30, refundPolicy: 1, founded: 2002 },
];

const lines: LineData[] = [];
function l(company: string, kind: 'C' | 'H', route: string, times: string, winterDays = '1234567') {
  const [year = '', summer = ''] = times.split('|');
  lines.push({
    company, kind, ports: route.split('-'), winterDays,
    year: year.split(' ').filter(Boolean), summer: summer.split(' ').filter(Boolean),
  });
}
const SUMMER_ONLY = '';
const hourly = (from: number, to: number, minute = '00') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:${minute}`).join(' ');

// Piraeus, Rafina and Lavrio to the Cyclades, the Dodecanese and Crete
l('ASL', 'C', 'PIR-JSY-TIN-JMK', '07:25|17:30');
l('ASL', 'C', 'PIR-PAS-JNX-IOS-JTR', '07:30|16:00');
l('ASL', 'C', 'PIR-PMS-LRS-KLM-KGS-RHO', '16:30', '1357');
l('ASL', 'C', 'PIR-JSY-PAS-JNX-DON-AEL-AMO-JTY', '17:00', '136');
l('KNM', 'C', 'PIR-HER', '21:00|22:30');
l('KNM', 'C', 'PIR-CHQ', '21:00');
l('KNM', 'C', 'PIR-RET', '20:30', '1357');
l('CFF', 'H', 'RAF-AND-TIN-JMK-PAS-JNX', '07:15|14:30');
l('CFF', 'H', 'PIR-SER-SIF-MLO', '07:00|15:00', '246');
l('MLT', 'C', 'RAF-AND-TIN-JMK', '07:35|18:00');
l('MLT', 'C', 'LAV-KEA-KYT', '08:00 17:00|12:00');
l('ARJ', 'H', 'PIR-JSY-JMK-JNX-JTR', '|07:00', SUMMER_ONLY);
l('ARJ', 'H', 'HER-JTR-IOS-PAS-JMK', '|09:00', SUMMER_ONLY);
l('SCL', 'C', 'JNX-IRK-SXI-KOU-DON-AEL-AMO', '14:00', '12345');
l('SCL', 'C', 'PNT-ANP', hourly(7, 22, '30'));
l('SCL', 'C', 'JTR-THI', '07:30 13:00|17:00');
l('POS', 'C', 'PIR-KYT-SER-SIF-MLO-KMS-FOL-SIK-IOS-JTR-AFN', '07:00', '136');
l('POS', 'C', 'PIR-JSY-EVD-KRL-VAT', '16:00', '1357');
// The Dodecanese and the eastern islands
l('DSL', 'H', 'RHO-SMI-TIL-NIS-KGS-KLM-LRS-LIP-PMS', '08:30', '1246');
l('DSL', 'C', 'KSK-HAL', '14:30', '1357');
l('DSL', 'C', 'RHO-KZS', '07:30', '25');
l('EIS', 'C', 'PIR-MLO-AGN-JSH-KSJ-AOK-DIA-HAL-RHO', '17:00', '25');
l('EIS', 'C', 'MST-KLM', '09:00 13:00|17:00');
l('EIS', 'C', 'KGS-PSE-KLM', '10:00', '246');
l('EIS', 'C', 'PYT-AGA-ARK-LIP-PMS-LRA', '08:00', '246');
l('SSL', 'H', 'PYT-FOU-JIK-PMS', '|09:00', SUMMER_ONLY);
l('SSL', 'C', 'VAT-KRL-EVD', '07:00', '246');
// North Aegean
l('NAS', 'C', 'PIR-JKH-MJT', '20:00');
l('NAS', 'C', 'LAV-AEF-SIG-LXS-KVA', '18:00', '36');
l('NAS', 'C', 'SKG-LXS-MJT-JKH', '19:00', '15');
l('NAS', 'C', 'JKH-OIN', '14:00|08:00');
l('NAS', 'C', 'JKH-PSA', '07:00', '246');
l('THL', 'C', 'KVA-PRN', '07:00 10:00 13:00 16:00|18:30');
l('THL', 'C', 'KER-THS', '06:30 08:00 09:30 11:00 12:30 14:00 15:30 17:00 18:30|20:00 21:30');
l('THL', 'C', 'AXD-SMT', '08:00 17:00|13:00');
// Sporades and Evia
l('SFC', 'H', 'VOL-JSI-GLO-SKO-ALO', '07:00|15:00');
l('SFC', 'H', 'AGK-JSI-GLO-SKO-ALO', '09:30', '246');
l('EFU', 'C', 'ORO-ERE', hourly(6, 22));
l('EFU', 'C', 'RAF-MRM', '07:00 10:30 14:00 17:30|20:30');
l('EFU', 'C', 'AMA-STY', '07:00 10:00 13:00 16:00 19:00');
l('EFU', 'C', 'RAF-KRS', '08:30|15:30');
l('EFU', 'C', 'ATS-AID', '07:00 09:00 11:00 13:00 15:00 17:00 19:00');
l('EFU', 'C', 'GLY-AGI', '07:30 10:30 13:30 16:30 19:30');
l('EFU', 'C', 'KYM-SKU', '09:00|17:00');
// Saronic Gulf and the eastern Peloponnese
l('SRD', 'H', 'PIR-POR-HYD-ERM-SPE-PHE', '07:45|10:00 14:00');
l('SRD', 'C', 'PIR-AEG-AGS', '09:00 16:00');
l('SRD', 'C', 'PIR-SVL', '08:00 15:00');
l('SLS', 'C', 'PER-SAL', hourly(6, 22));
l('AFD', 'C', 'PIR-AEG-MET-POR', '08:00|15:30');
l('AFD', 'C', 'POR-GAL', '07:00 09:00 11:00 13:00 15:00 17:00 19:00 21:00');
l('AFD', 'H', 'PIR-HYD-SPE-LEO-KYP-MON', '|08:00', SUMMER_ONLY);
l('AFD', 'C', 'PIR-AMG', '08:30 16:30');
l('AFD', 'C', 'PIR-AEG', '07:00 09:30 12:00 14:30 17:00 19:30');
l('LCL', 'C', 'NEA-KIT', '08:00 14:00|18:00');
l('LCL', 'C', 'GYT-KIT-ANK-KIS', '08:00', '25');
// Southern Crete
l('SFK', 'C', 'PAL-SOU-ARO-LTO-SFA', '09:30', '1357');
l('SFK', 'C', 'SFA-GAV', '10:30', '157');
l('SFK', 'C', 'ARO-LTO-SFA', '17:30', SUMMER_ONLY);
// Ionian Sea
l('IPF', 'C', 'IGO-CFU', '05:30 07:00 08:30 10:00 12:00 14:00 16:00 18:00 20:00 22:00');
l('IPF', 'C', 'IGO-LKM', '06:30 10:30 14:30 18:30');
l('IPF', 'H', 'CFU-PAX-APX', '09:30|17:00');
l('IPF', 'C', 'CFU-ERI-MTH-OTH', '06:30', '246');
// Piraeus round the Peloponnese to the Ionian: the sea link from Attica to Igoumenitsa (and on to Corfu by a change).
l('IPF', 'C', 'PIR-KIT-ZTH-SAM-IGO', '18:00');
l('KSW', 'C', 'KLN-POK', '08:30|14:00');
l('KSW', 'C', 'PAT-SAM-ITH', '13:00', '1357');
l('KSW', 'C', 'ARG-LIX', '07:30 10:30 13:30 16:30 19:30');
l('KSW', 'C', 'PSD-ZSK', '08:00|17:00');
l('KSW', 'C', 'AST-ITH-SAM', '12:00', '246');
l('ZKL', 'C', 'KLN-ZTH', '06:00 08:00 10:15 12:30 15:00 17:30 20:00|22:00');
l('LIF', 'C', 'LEF-MEG', '07:00 10:00 13:00 16:00|19:00');
l('LIF', 'C', 'VAS-FIS-FRI', '|10:00', SUMMER_ONLY);
l('LIF', 'C', 'AST-KST-KLA-MEG', '14:00', '135');
l('PXE', 'H', 'CFU-PAX', '09:30 16:00');
l('PXE', 'C', 'IGO-PAX', '06:30|16:00');
l('PXE', 'H', 'PAX-APX', '|10:00 12:00 14:00 16:00', SUMMER_ONLY);
l('RSF', 'C', 'RIO-ANR', hourly(6, 23));
l('RSF', 'C', 'AIG-AGF', '07:00 09:30 12:00 14:30 17:00 19:30');
// International: Italy, the Adriatic coast, Albania, Turkey, Cyprus and the Levant
l('ABL', 'C', 'PAT-IGO-ANC', '17:30');
l('ABL', 'C', 'PAT-IGO-CFU-BRI', '17:00', '1357');
l('ABL', 'C', 'PAT-IGO-BDS', '16:00', '246');
l('SRL', 'C', 'PAT-IGO-CFU-VCE', '12:00', '36');
l('SRL', 'C', 'PAT-IGO-TRS', '14:00', '25');
l('DCL', 'C', 'BRI-DBV', '22:00', '246');
l('DCL', 'C', 'BRI-BAR', '22:00');
l('DCL', 'C', 'ANC-SPU', '20:00', '1357');
l('ILF', 'C', 'BRI-DUR', '23:00');
l('ILF', 'C', 'BDS-VLO', '23:00');
l('ILF', 'H', 'CFU-SAR', '09:00 13:30|18:30');
l('ILF', 'C', 'ANC-DUR', '18:00', '25');
l('ANF', 'C', 'JKH-CES', '08:30|18:00');
l('ANF', 'C', 'VAT-KUS', '08:30|17:00');
l('ANF', 'H', 'KGS-BXN', '09:00 16:30');
l('ANF', 'C', 'RHO-MRS', '09:00|17:00');
l('ANF', 'C', 'MJT-AYV', '09:00|18:00');
l('ANF', 'C', 'MJT-DIK', '08:30', '135');
l('ANF', 'C', 'SMI-DAT', '|10:00', SUMMER_ONLY);
l('ANF', 'H', 'KGS-TGR', '09:30|17:00');
l('ANF', 'C', 'KZS-KAS', '10:00 15:00');
l('ANF', 'H', 'RHO-FET', '08:00|17:00', '246');
l('LSL', 'C', 'PIR-RHO-LMS-HFA', '18:00', '4');
l('LSL', 'C', 'PIR-RHO-LCA', '19:00', '1');

export const LINES: readonly LineData[] = lines;
