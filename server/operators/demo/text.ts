import type { Localized } from '../../ports/ferry-operators';

/** Deterministic choices: FNV-1a hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
export function pick<T>(seed: string, items: readonly T[]): T {
  return items[hash(seed) % items.length] as T;
}
export function between(seed: string, min: number, max: number): number {
  return min + (hash(seed) % (max - min + 1));
}

const t = (el: string, en: string, de: string, it: string, fr: string, es: string): Localized => ({ el, en, de, it, fr, es });

export const ACCOMMODATION_NAMES: Readonly<Record<string, Localized>> = {
  DECK: t('Κατάστρωμα', 'Deck', 'Deck', 'Ponte', 'Pont', 'Cubierta'),
  SEAT: t('Αεροπορική θέση', 'Airline seat', 'Pullmansitz', 'Poltrona', 'Fauteuil', 'Butaca'),
  ECO: t('Οικονομική θέση', 'Economy seat', 'Economy-Sitz', 'Posto economy', 'Siège économique', 'Asiento turista'),
  BUS: t('Θέση business', 'Business seat', 'Business-Sitz', 'Poltrona business', 'Fauteuil business', 'Butaca business'),
  B4M: t('Κλίνη σε τετράκλινη καμπίνα (ανδρών)', 'Berth in 4-bed cabin (men)', 'Bett in 4-Bett-Kabine (Herren)',
    'Letto in cabina a 4 letti (uomini)', 'Couchette en cabine 4 lits (hommes)', 'Litera en camarote de 4 (hombres)'),
  B4F: t('Κλίνη σε τετράκλινη καμπίνα (γυναικών)', 'Berth in 4-bed cabin (women)', 'Bett in 4-Bett-Kabine (Damen)',
    'Letto in cabina a 4 letti (donne)', 'Couchette en cabine 4 lits (femmes)', 'Litera en camarote de 4 (mujeres)'),
  A2: t('Δίκλινη εξωτερική καμπίνα', '2-bed outside cabin', '2-Bett-Außenkabine', 'Cabina esterna a 2 letti',
    'Cabine extérieure 2 lits', 'Camarote exterior de 2 camas'),
  A4: t('Τετράκλινη εσωτερική καμπίνα', '4-bed inside cabin', '4-Bett-Innenkabine', 'Cabina interna a 4 letti',
    'Cabine intérieure 4 lits', 'Camarote interior de 4 camas'),
  // The shop adds the beds of a whole cabin to its name ("Σουίτα (2 κλίνες)"): the name itself carries none.
  L2: t('Σουίτα', 'Suite', 'Suite', 'Suite', 'Suite', 'Suite'),
};

export const PASSENGER_TYPE_NAMES: Readonly<Record<string, Localized>> = {
  AD: t('Ενήλικας', 'Adult', 'Erwachsener', 'Adulto', 'Adulte', 'Adulto'),
  CH: t('Παιδί', 'Child', 'Kind', 'Bambino', 'Enfant', 'Niño'),
  IN: t('Βρέφος', 'Infant', 'Kleinkind', 'Neonato', 'Bébé', 'Bebé'),
  ST: t('Φοιτητής', 'Student', 'Student', 'Studente', 'Étudiant', 'Estudiante'),
  SN: t('Συνταξιούχος', 'Senior', 'Senior', 'Anziano', 'Senior', 'Jubilado'),
};

export const DISCOUNT_NAMES: Readonly<Record<string, Localized>> = {
  LF: t('Πολύτεκνοι', 'Large family', 'Kinderreiche Familie', 'Famiglia numerosa', 'Famille nombreuse', 'Familia numerosa'),
  DIS: t('Άτομα με αναπηρία', 'Disability', 'Behinderung', 'Disabilità', 'Handicap', 'Discapacidad'),
  MIL: t('Ένστολοι', 'Armed forces', 'Streitkräfte', 'Forze armate', 'Forces armées', 'Fuerzas armadas'),
  EV: t('Ηλεκτρικό όχημα', 'Electric vehicle', 'Elektrofahrzeug', 'Veicolo elettrico', 'Véhicule électrique', 'Vehículo eléctrico'),
};

export const VEHICLE_NAMES: Readonly<Record<string, Localized>> = {
  CAR: t('Αυτοκίνητο', 'Car', 'Auto', 'Auto', 'Voiture', 'Coche'),
  MOTO: t('Μοτοσικλέτα', 'Motorcycle', 'Motorrad', 'Moto', 'Moto', 'Moto'),
  CAMPER: t('Αυτοκινούμενο τροχόσπιτο', 'Camper', 'Wohnmobil', 'Camper', 'Camping-car', 'Autocaravana'),
  TRAILER: t('Ρυμουλκούμενο', 'Trailer', 'Anhänger', 'Rimorchio', 'Remorque', 'Remolque'),
  CARAVAN: t('Τροχόσπιτο', 'Caravan', 'Wohnwagen', 'Roulotte', 'Caravane', 'Caravana'),
};

export const SERVICE_NAMES: Readonly<Record<string, Localized>> = {
  MEAL: t('Κουπόνι πρωινού', 'Breakfast voucher', 'Frühstücksgutschein', 'Buono colazione', 'Bon petit-déjeuner', 'Vale de desayuno'),
  PRIO: t('Προτεραιότητα επιβίβασης', 'Priority boarding', 'Bevorzugtes Einsteigen', 'Imbarco prioritario', 'Embarquement prioritaire', 'Embarque prioritario'),
  LOUNGE: t('Πρόσβαση σε σαλόνι', 'Lounge access', 'Lounge-Zugang', 'Accesso alla lounge', 'Accès au salon', 'Acceso a la sala VIP'),
};

export const PET_NAMES: Readonly<Record<string, Localized>> = {
  PET_S: t('Μικρό κατοικίδιο σε μεταφορέα', 'Small pet in a carrier', 'Kleintier in Transportbox', 'Animale piccolo nel trasportino', 'Petit animal en caisse', 'Mascota pequeña en transportín'),
  PET_L: t('Σκύλος σε κλουβί πλοίου', 'Dog in the ship\'s kennel', 'Hund im Bordzwinger', 'Cane nel canile di bordo', 'Chien au chenil du navire', 'Perro en la perrera del barco'),
};

export function describeCompany(name: string, founded: number): Localized {
  return t(`Η ${name} ταξιδεύει από το ${founded}.`, `${name} has sailed since ${founded}.`,
    `${name} fährt seit ${founded}.`, `${name} naviga dal ${founded}.`, `${name} navigue depuis ${founded}.`,
    `${name} navega desde ${founded}.`);
}

export function refundSummary(tiers: readonly { hoursBeforeDeparture: number; percent: number }[], feeCents: number): Localized {
  const fee = (feeCents / 100).toFixed(2);
  const en = tiers.map((x) => `${x.percent}% up to ${x.hoursBeforeDeparture} h before departure`).join('; ');
  const el = tiers.map((x) => `${x.percent}% έως ${x.hoursBeforeDeparture} ώρες πριν την αναχώρηση`).join('· ');
  const de = tiers.map((x) => `${x.percent}% bis ${x.hoursBeforeDeparture} Std. vor Abfahrt`).join('; ');
  const it = tiers.map((x) => `${x.percent}% fino a ${x.hoursBeforeDeparture} ore prima della partenza`).join('; ');
  const fr = tiers.map((x) => `${x.percent} % jusqu'à ${x.hoursBeforeDeparture} h avant le départ`).join(' ; ');
  const es = tiers.map((x) => `${x.percent}% hasta ${x.hoursBeforeDeparture} h antes de la salida`).join('; ');
  return t(`${el}· χρέωση ${fee} €`, `${en}; fee €${fee}`, `${de}; Gebühr ${fee} €`, `${it}; commissione ${fee} €`,
    `${fr} ; frais ${fee} €`, `${es}; cargo ${fee} €`);
}
