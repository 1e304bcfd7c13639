/**
 * The demo network's ports: code (as Greek ferry systems use them), Greek and English names, the German, Italian,
 * French and Spanish names where they differ from the English one, country, coordinates and whether the port is
 * on the mainland (the resident discount is for islanders). Coordinates are those of the ferry quay, to 3 decimals.
 */
export interface PortData {
  readonly code: string;
  readonly el: string;
  readonly en: string;
  readonly other: Readonly<Partial<Record<'de' | 'it' | 'fr' | 'es', string>>>;
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly mainland: boolean;
}

type Other = PortData['other'];
const rows: PortData[] = [];
function p(code: string, el: string, en: string, country: string, lat: number, lon: number, other: Other = {}, mainland = false) {
  rows.push({ code, el, en, other, country, lat, lon, mainland });
}
const M = true;

// Attica, the Saronic Gulf and the Peloponnese
p('PIR', 'Πειραιάς', 'Piraeus', 'GR', 37.942, 23.647, { de: 'Piräus', it: 'Pireo', fr: 'Le Pirée', es: 'El Pireo' }, M);
p('RAF', 'Ραφήνα', 'Rafina', 'GR', 38.022, 24.009, {}, M);
p('LAV', 'Λαύριο', 'Lavrio', 'GR', 37.714, 24.057, { fr: 'Laurion' }, M);
p('PER', 'Πέραμα', 'Perama', 'GR', 37.962, 23.573, {}, M);
p('SAL', 'Σαλαμίνα (Παλούκια)', 'Salamina (Paloukia)', 'GR', 37.960, 23.535, { it: 'Salamina (Paloukia)', fr: 'Salamine (Paloukia)', es: 'Salamina (Paloukia)', de: 'Salamis (Paloukia)' });
p('AEG', 'Αίγινα', 'Aegina', 'GR', 37.747, 23.427, { de: 'Ägina', it: 'Egina', fr: 'Égine', es: 'Egina' });
p('SVL', 'Αίγινα (Σουβάλα)', 'Aegina (Souvala)', 'GR', 37.719, 23.487, { de: 'Ägina (Souvala)', it: 'Egina (Souvala)', fr: 'Égine (Souvala)', es: 'Egina (Souvala)' });
p('AMG', 'Αίγινα (Αγία Μαρίνα)', 'Aegina (Agia Marina)', 'GR', 37.742, 23.536, { de: 'Ägina (Agia Marina)', it: 'Egina (Agia Marina)', fr: 'Égine (Agia Marina)', es: 'Egina (Agia Marina)' });
p('AGS', 'Αγκίστρι', 'Agistri', 'GR', 37.708, 23.357);
p('MET', 'Μέθανα', 'Methana', 'GR', 37.580, 23.390, {}, M);
p('POR', 'Πόρος', 'Poros', 'GR', 37.499, 23.455);
p('GAL', 'Γαλατάς', 'Galatas', 'GR', 37.496, 23.452, {}, M);
p('HYD', 'Ύδρα', 'Hydra', 'GR', 37.350, 23.466, { it: 'Idra', es: 'Hidra' });
p('ERM', 'Ερμιόνη', 'Ermioni', 'GR', 37.385, 23.248, { it: 'Ermione', fr: 'Hermione', es: 'Hermíone' }, M);
p('SPE', 'Σπέτσες', 'Spetses', 'GR', 37.262, 23.159, { it: 'Spetses', fr: 'Spetsès' });
p('PHE', 'Πόρτο Χέλι', 'Porto Heli', 'GR', 37.320, 23.145, {}, M);
p('LEO', 'Λεωνίδιο (Πλάκα)', 'Leonidio (Plaka)', 'GR', 37.149, 22.895, {}, M);
p('KYP', 'Κυπαρίσσι', 'Kyparissi', 'GR', 36.979, 22.991, {}, M);
p('MON', 'Μονεμβασιά', 'Monemvasia', 'GR', 36.687, 23.056, { it: 'Malvasia', es: 'Monemvasía' }, M);
p('NEA', 'Νεάπολη Βοιών', 'Neapoli Vion', 'GR', 36.513, 23.060, {}, M);
p('GYT', 'Γύθειο', 'Gytheio', 'GR', 36.758, 22.568, { de: 'Gythio', fr: 'Gythion', es: 'Gitio' }, M);
p('KIT', 'Κύθηρα (Διακόφτι)', 'Kythira (Diakofti)', 'GR', 36.262, 23.086, { de: 'Kythira (Diakofti)', it: 'Citera (Diakofti)', fr: 'Cythère (Diakofti)', es: 'Citera (Diakofti)' });
p('ANK', 'Αντικύθηρα', 'Antikythira', 'GR', 35.860, 23.300, { it: 'Anticitera', fr: 'Anticythère', es: 'Anticitera' });

// Cyclades
p('JSY', 'Σύρος (Ερμούπολη)', 'Syros (Ermoupoli)', 'GR', 37.442, 24.943, { it: 'Siro (Ermoupoli)', es: 'Siros (Ermúpoli)' });
p('TIN', 'Τήνος', 'Tinos', 'GR', 37.537, 25.160, { it: 'Tino' });
p('JMK', 'Μύκονος', 'Mykonos', 'GR', 37.450, 25.325, { it: 'Mykonos', es: 'Míkonos' });
p('AND', 'Άνδρος (Γαύριο)', 'Andros (Gavrio)', 'GR', 37.887, 24.733, { it: 'Andro (Gavrio)' });
p('KEA', 'Κέα (Κορησσία)', 'Kea (Korissia)', 'GR', 37.657, 24.311, { it: 'Zea (Korissia)', fr: 'Kéa (Korissia)' });
p('KYT', 'Κύθνος', 'Kythnos', 'GR', 37.388, 24.424, { it: 'Citno', es: 'Citnos' });
p('SER', 'Σέριφος', 'Serifos', 'GR', 37.148, 24.512, { it: 'Serifo', fr: 'Sérifos' });
p('SIF', 'Σίφνος (Καμάρες)', 'Sifnos (Kamares)', 'GR', 36.994, 24.670, { it: 'Sifno (Kamares)' });
p('MLO', 'Μήλος (Αδάμας)', 'Milos (Adamas)', 'GR', 36.725, 24.445, { it: 'Milo (Adamas)', fr: 'Milo (Adamas)' });
p('KMS', 'Κίμωλος', 'Kimolos', 'GR', 36.790, 24.570, { it: 'Cimolo' });
p('FOL', 'Φολέγανδρος', 'Folegandros', 'GR', 36.620, 24.922, { it: 'Policandro' });
p('SIK', 'Σίκινος', 'Sikinos', 'GR', 36.675, 25.120, { it: 'Sicandro' });
p('IOS', 'Ίος', 'Ios', 'GR', 36.723, 25.272, { it: 'Nio' });
p('JTR', 'Σαντορίνη (Θήρα)', 'Santorini (Thira)', 'GR', 36.393, 25.430, { fr: 'Santorin (Théra)', es: 'Santorini (Tera)' });
p('THI', 'Θηρασιά', 'Thirasia', 'GR', 36.438, 25.347, { it: 'Therasia', fr: 'Thirassia' });
p('AFN', 'Ανάφη', 'Anafi', 'GR', 36.345, 25.763, { it: 'Namfio' });
p('JNX', 'Νάξος', 'Naxos', 'GR', 37.106, 25.373, { it: 'Nasso' });
p('PAS', 'Πάρος (Παροικιά)', 'Paros (Parikia)', 'GR', 37.085, 25.149, { it: 'Paro (Parikia)' });
p('PNT', 'Πάρος (Πούντα)', 'Paros (Pounta)', 'GR', 37.047, 25.065, { it: 'Paro (Pounta)' });
p('ANP', 'Αντίπαρος', 'Antiparos', 'GR', 37.040, 25.082, { it: 'Antiparo' });
p('IRK', 'Ηρακλειά', 'Iraklia', 'GR', 36.842, 25.452);
p('SXI', 'Σχοινούσα', 'Schinoussa', 'GR', 36.876, 25.515);
p('KOU', 'Κουφονήσια', 'Koufonisia', 'GR', 36.934, 25.603, { it: 'Cufonissi' });
p('DON', 'Δονούσα', 'Donoussa', 'GR', 37.100, 25.814);
p('AMO', 'Αμοργός (Κατάπολα)', 'Amorgos (Katapola)', 'GR', 36.830, 25.864, { it: 'Amorgo (Katapola)' });
p('AEL', 'Αμοργός (Αιγιάλη)', 'Amorgos (Aegiali)', 'GR', 36.902, 25.978, { it: 'Amorgo (Egiali)' });
p('JTY', 'Αστυπάλαια', 'Astypalea', 'GR', 36.548, 26.350, { it: 'Stampalia', fr: 'Astypalée' });

// Dodecanese
p('RHO', 'Ρόδος', 'Rhodes', 'GR', 36.451, 28.227, { de: 'Rhodos', it: 'Rodi', es: 'Rodas' });
p('KSK', 'Ρόδος (Σκάλα Καμείρου)', 'Rhodes (Kamiros Skala)', 'GR', 36.275, 27.827, { de: 'Rhodos (Kamiros Skala)', it: 'Rodi (Kamiros Skala)', es: 'Rodas (Kamiros Skala)' });
p('KGS', 'Κως', 'Kos', 'GR', 36.896, 27.289, { it: 'Coo', es: 'Cos' });
p('MST', 'Κως (Μαστιχάρι)', 'Kos (Mastichari)', 'GR', 36.855, 27.080, { it: 'Coo (Mastichari)', es: 'Cos (Mastichari)' });
p('KLM', 'Κάλυμνος', 'Kalymnos', 'GR', 36.950, 26.983, { it: 'Calino', es: 'Kálimnos' });
p('LRS', 'Λέρος (Λακκί)', 'Leros (Lakki)', 'GR', 37.129, 26.848, { it: 'Lero (Lakki)' });
p('LRA', 'Λέρος (Αγία Μαρίνα)', 'Leros (Agia Marina)', 'GR', 37.158, 26.852, { it: 'Lero (Agia Marina)' });
p('PMS', 'Πάτμος', 'Patmos', 'GR', 37.323, 26.545, { it: 'Patmo' });
p('LIP', 'Λειψοί', 'Lipsi', 'GR', 37.296, 26.762);
p('AGA', 'Αγαθονήσι', 'Agathonisi', 'GR', 37.460, 26.968);
p('ARK', 'Αρκιοί', 'Arki', 'GR', 37.380, 26.735);
p('SMI', 'Σύμη', 'Symi', 'GR', 36.617, 27.838, { it: 'Simi', es: 'Simi' });
p('TIL', 'Τήλος', 'Tilos', 'GR', 36.418, 27.380, { it: 'Piscopi' });
p('NIS', 'Νίσυρος', 'Nisyros', 'GR', 36.615, 27.160, { it: 'Nisiro', es: 'Nísiros' });
p('AOK', 'Κάρπαθος', 'Karpathos', 'GR', 35.507, 27.214, { it: 'Scarpanto' });
p('DIA', 'Κάρπαθος (Διαφάνι)', 'Karpathos (Diafani)', 'GR', 35.755, 27.210, { it: 'Scarpanto (Diafani)' });
p('KSJ', 'Κάσος', 'Kasos', 'GR', 35.417, 26.925, { it: 'Caso' });
p('KZS', 'Καστελλόριζο', 'Kastellorizo', 'GR', 36.150, 29.594, { it: 'Castelrosso', fr: 'Kastellórizo' });
p('HAL', 'Χάλκη', 'Chalki', 'GR', 36.224, 27.612, { it: 'Calchi', fr: 'Halki' });
p('PSE', 'Ψέριμος', 'Pserimos', 'GR', 36.934, 27.133);

// Crete
p('HER', 'Ηράκλειο', 'Heraklion', 'GR', 35.344, 25.137, { it: 'Candia (Heraklion)', fr: 'Héraklion', es: 'Heraclión' });
p('CHQ', 'Χανιά (Σούδα)', 'Chania (Souda)', 'GR', 35.488, 24.075, { it: 'La Canea (Souda)', fr: 'La Canée (Souda)', es: 'La Canea (Souda)' });
p('RET', 'Ρέθυμνο', 'Rethymno', 'GR', 35.370, 24.478, { it: 'Retimo', fr: 'Réthymnon', es: 'Rétino' });
p('KIS', 'Κίσσαμος (Καστέλι)', 'Kissamos (Kastelli)', 'GR', 35.520, 23.655);
p('JSH', 'Σητεία', 'Sitia', 'GR', 35.208, 26.110, { it: 'Sitia', es: 'Sitía' });
p('AGN', 'Άγιος Νικόλαος Κρήτης', 'Agios Nikolaos (Crete)', 'GR', 35.189, 25.719, { de: 'Agios Nikolaos (Kreta)', it: 'Agios Nikolaos (Creta)', fr: 'Ágios Nikólaos (Crète)', es: 'Agios Nikolaos (Creta)' });
p('SFA', 'Χώρα Σφακίων', 'Chora Sfakion', 'GR', 35.201, 24.138);
p('ARO', 'Αγία Ρουμέλη', 'Agia Roumeli', 'GR', 35.230, 23.960);
p('LTO', 'Λουτρό', 'Loutro', 'GR', 35.199, 24.078);
p('SOU', 'Σούγια', 'Sougia', 'GR', 35.249, 23.809);
p('PAL', 'Παλαιόχωρα', 'Paleochora', 'GR', 35.231, 23.679, { fr: 'Paléochora' });
p('GAV', 'Γαύδος', 'Gavdos', 'GR', 34.843, 24.087, { it: 'Gaudo' });

// North and East Aegean
p('JKH', 'Χίος', 'Chios', 'GR', 38.370, 26.141, { it: 'Chio', es: 'Quíos' });
p('OIN', 'Οινούσσες', 'Oinousses', 'GR', 38.513, 26.217, { it: 'Spalmadori' });
p('PSA', 'Ψαρά', 'Psara', 'GR', 38.538, 25.565);
p('MJT', 'Λέσβος (Μυτιλήνη)', 'Lesvos (Mytilene)', 'GR', 39.105, 26.557, { de: 'Lesbos (Mytilini)', it: 'Lesbo (Mitilene)', fr: 'Lesbos (Mytilène)', es: 'Lesbos (Mitilene)' });
p('SIG', 'Λέσβος (Σίγρι)', 'Lesvos (Sigri)', 'GR', 39.210, 25.853, { de: 'Lesbos (Sigri)', it: 'Lesbo (Sigri)', fr: 'Lesbos (Sigri)', es: 'Lesbos (Sigri)' });
p('LXS', 'Λήμνος (Μύρινα)', 'Lemnos (Myrina)', 'GR', 39.875, 25.060, { it: 'Lemno (Mirina)', es: 'Lemnos (Mirina)' });
p('AEF', 'Άγιος Ευστράτιος', 'Agios Efstratios', 'GR', 39.534, 24.988, { it: 'Santo Stratti' });
p('VAT', 'Σάμος (Βαθύ)', 'Samos (Vathy)', 'GR', 37.757, 26.977);
p('KRL', 'Σάμος (Καρλόβασι)', 'Samos (Karlovasi)', 'GR', 37.793, 26.705);
p('PYT', 'Σάμος (Πυθαγόρειο)', 'Samos (Pythagorio)', 'GR', 37.690, 26.943, { fr: 'Samos (Pythagório)' });
p('JIK', 'Ικαρία (Άγιος Κήρυκος)', 'Ikaria (Agios Kirykos)', 'GR', 37.613, 26.294, { it: 'Icaria (Agios Kirykos)', fr: 'Icarie (Agios Kirykos)', es: 'Icaria (Agios Kirykos)' });
p('EVD', 'Ικαρία (Εύδηλος)', 'Ikaria (Evdilos)', 'GR', 37.628, 26.180, { it: 'Icaria (Evdilos)', fr: 'Icarie (Evdilos)', es: 'Icaria (Evdilos)' });
p('FOU', 'Φούρνοι', 'Fournoi', 'GR', 37.578, 26.475);
p('THS', 'Θάσος (Λιμένας)', 'Thassos (Limenas)', 'GR', 40.780, 24.711, { it: 'Taso (Limenas)', es: 'Tasos (Limenas)' });
p('PRN', 'Θάσος (Πρίνος)', 'Thassos (Prinos)', 'GR', 40.756, 24.616, { it: 'Taso (Prinos)', es: 'Tasos (Prinos)' });
p('KVA', 'Καβάλα', 'Kavala', 'GR', 40.934, 24.405, { it: 'Cavala' }, M);
p('KER', 'Κεραμωτή', 'Keramoti', 'GR', 40.855, 24.700, {}, M);
p('SMT', 'Σαμοθράκη', 'Samothraki', 'GR', 40.474, 25.513, { de: 'Samothrake', it: 'Samotracia', fr: 'Samothrace', es: 'Samotracia' });
p('AXD', 'Αλεξανδρούπολη', 'Alexandroupoli', 'GR', 40.844, 25.876, { it: 'Alessandropoli', fr: 'Alexandroupolis', es: 'Alejandrópolis' }, M);
p('SKG', 'Θεσσαλονίκη', 'Thessaloniki', 'GR', 40.632, 22.935, { it: 'Salonicco', fr: 'Thessalonique', es: 'Tesalónica' }, M);

// Sporades, Evia and the central mainland
p('VOL', 'Βόλος', 'Volos', 'GR', 39.360, 22.946, {}, M);
p('AGK', 'Άγιος Κωνσταντίνος', 'Agios Konstantinos', 'GR', 38.758, 22.860, {}, M);
p('JSI', 'Σκιάθος', 'Skiathos', 'GR', 39.162, 23.490, { it: 'Sciato' });
p('SKO', 'Σκόπελος', 'Skopelos', 'GR', 39.122, 23.726, { it: 'Scopelo' });
p('GLO', 'Σκόπελος (Γλώσσα)', 'Skopelos (Glossa)', 'GR', 39.170, 23.615, { it: 'Scopelo (Glossa)' });
p('ALO', 'Αλόννησος', 'Alonissos', 'GR', 39.148, 23.865, { it: 'Alonneso', es: 'Alónisos' });
p('SKU', 'Σκύρος (Λιναριά)', 'Skyros (Linaria)', 'GR', 38.843, 24.538, { it: 'Sciro (Linaria)', es: 'Esciros (Linaria)' });
p('KYM', 'Κύμη', 'Kymi', 'GR', 38.631, 24.116, { it: 'Cuma (Eubea)' });
p('ERE', 'Ερέτρια', 'Eretria', 'GR', 38.395, 23.794, { fr: 'Érétrie' });
p('ORO', 'Ωρωπός', 'Oropos', 'GR', 38.318, 23.760, {}, M);
p('MRM', 'Μαρμάρι', 'Marmari', 'GR', 38.048, 24.318);
p('AMA', 'Αγία Μαρίνα Μαραθώνα', 'Agia Marina (Marathon)', 'GR', 38.145, 24.036, { it: 'Agia Marina (Maratona)', fr: 'Agia Marina (Marathon)', es: 'Agia Marina (Maratón)' }, M);
p('STY', 'Νέα Στύρα', 'Nea Styra', 'GR', 38.183, 24.219);
p('KRS', 'Κάρυστος', 'Karystos', 'GR', 38.011, 24.420, { it: 'Caristo' });
p('ATS', 'Αρκίτσα', 'Arkitsa', 'GR', 38.732, 23.001, {}, M);
p('AID', 'Λουτρά Αιδηψού', 'Loutra Aidipsou', 'GR', 38.856, 23.049);
p('GLY', 'Γλύφα', 'Glyfa', 'GR', 38.945, 22.959, {}, M);
p('AGI', 'Αγιόκαμπος', 'Agiokampos', 'GR', 39.029, 22.800);
p('RIO', 'Ρίο', 'Rio', 'GR', 38.308, 21.779, {}, M);
p('ANR', 'Αντίρριο', 'Antirrio', 'GR', 38.331, 21.769, {}, M);
p('AIG', 'Αίγιο', 'Aigio', 'GR', 38.256, 22.085, { it: 'Egio', fr: 'Égion', es: 'Egio' }, M);
p('AGF', 'Άγιος Νικόλαος Φωκίδας', 'Agios Nikolaos (Fokida)', 'GR', 38.322, 22.087, { de: 'Agios Nikolaos (Phokis)', it: 'Agios Nikolaos (Focide)', fr: 'Agios Nikolaos (Phocide)', es: 'Agios Nikolaos (Fócida)' }, M);

// Ionian islands and western Greece
p('CFU', 'Κέρκυρα', 'Corfu', 'GR', 39.624, 19.915, { de: 'Korfu', it: 'Corfù', fr: 'Corfou', es: 'Corfú' });
p('LKM', 'Κέρκυρα (Λευκίμμη)', 'Corfu (Lefkimmi)', 'GR', 39.421, 20.077, { de: 'Korfu (Lefkimmi)', it: 'Corfù (Lefkimmi)', fr: 'Corfou (Lefkimmi)', es: 'Corfú (Lefkimmi)' });
p('IGO', 'Ηγουμενίτσα', 'Igoumenitsa', 'GR', 39.504, 20.260, { it: 'Igoumenitsa', fr: 'Igoumenítsa' }, M);
p('PAT', 'Πάτρα', 'Patras', 'GR', 38.233, 21.725, { it: 'Patrasso', es: 'Patras' }, M);
p('KLN', 'Κυλλήνη', 'Kyllini', 'GR', 37.938, 21.146, { it: 'Cillene', fr: 'Cyllène', es: 'Cilene' }, M);
p('ZTH', 'Ζάκυνθος', 'Zakynthos', 'GR', 37.780, 20.905, { it: 'Zante', fr: 'Zante', es: 'Zante' });
p('ZSK', 'Ζάκυνθος (Άγιος Νικόλαος)', 'Zakynthos (Agios Nikolaos)', 'GR', 37.906, 20.711, { it: 'Zante (Agios Nikolaos)', fr: 'Zante (Agios Nikolaos)', es: 'Zante (Agios Nikolaos)' });
p('SAM', 'Κεφαλονιά (Σάμη)', 'Kefalonia (Sami)', 'GR', 38.250, 20.647, { de: 'Kefalonia (Sami)', it: 'Cefalonia (Sami)', fr: 'Céphalonie (Sami)', es: 'Cefalonia (Sami)' });
p('POK', 'Κεφαλονιά (Πόρος)', 'Kefalonia (Poros)', 'GR', 38.153, 20.773, { it: 'Cefalonia (Poros)', fr: 'Céphalonie (Poros)', es: 'Cefalonia (Poros)' });
p('ARG', 'Κεφαλονιά (Αργοστόλι)', 'Kefalonia (Argostoli)', 'GR', 38.180, 20.490, { it: 'Cefalonia (Argostoli)', fr: 'Céphalonie (Argostoli)', es: 'Cefalonia (Argostoli)' });
p('LIX', 'Κεφαλονιά (Ληξούρι)', 'Kefalonia (Lixouri)', 'GR', 38.202, 20.438, { it: 'Cefalonia (Lixouri)', fr: 'Céphalonie (Lixouri)', es: 'Cefalonia (Lixouri)' });
p('FIS', 'Κεφαλονιά (Φισκάρδο)', 'Kefalonia (Fiskardo)', 'GR', 38.460, 20.577, { it: 'Cefalonia (Fiskardo)', fr: 'Céphalonie (Fiskardo)', es: 'Cefalonia (Fiskardo)' });
p('PSD', 'Κεφαλονιά (Πεσσάδα)', 'Kefalonia (Pessada)', 'GR', 38.104, 20.579, { it: 'Cefalonia (Pessada)', fr: 'Céphalonie (Pessada)', es: 'Cefalonia (Pessada)' });
p('ITH', 'Ιθάκη (Πισαετός)', 'Ithaca (Pisaetos)', 'GR', 38.374, 20.641, { de: 'Ithaka (Pisaetos)', it: 'Itaca (Pisaetos)', fr: 'Ithaque (Pisaetos)', es: 'Ítaca (Pisaetos)' });
p('FRI', 'Ιθάκη (Φρίκες)', 'Ithaca (Frikes)', 'GR', 38.459, 20.664, { de: 'Ithaka (Frikes)', it: 'Itaca (Frikes)', fr: 'Ithaque (Frikes)', es: 'Ítaca (Frikes)' });
p('LEF', 'Λευκάδα (Νυδρί)', 'Lefkada (Nydri)', 'GR', 38.706, 20.711, { it: 'Leucade (Nidri)', fr: 'Leucade (Nydri)', es: 'Léucade (Nidri)' });
p('VAS', 'Λευκάδα (Βασιλική)', 'Lefkada (Vasiliki)', 'GR', 38.629, 20.608, { it: 'Leucade (Vasiliki)', fr: 'Leucade (Vassiliki)', es: 'Léucade (Vasiliki)' });
p('MEG', 'Μεγανήσι', 'Meganisi', 'GR', 38.661, 20.758);
p('PAX', 'Παξοί (Γάιος)', 'Paxos (Gaios)', 'GR', 39.197, 20.186, { it: 'Passo (Gaios)', fr: 'Paxos (Gaïos)', es: 'Paxos (Gaios)' });
p('APX', 'Αντίπαξοι', 'Antipaxos', 'GR', 39.147, 20.229, { it: 'Antipasso' });
p('ERI', 'Ερείκουσσα', 'Ereikoussa', 'GR', 39.884, 19.582, { it: 'Merlera' });
p('OTH', 'Οθωνοί', 'Othonoi', 'GR', 39.852, 19.404, { it: 'Fano' });
p('MTH', 'Μαθράκι', 'Mathraki', 'GR', 39.769, 19.515);
p('AST', 'Αστακός', 'Astakos', 'GR', 38.534, 21.083, {}, M);
p('KLA', 'Κάλαμος', 'Kalamos', 'GR', 38.621, 20.933);
p('KST', 'Καστός', 'Kastos', 'GR', 38.567, 20.914);

// Italy
p('ANC', 'Ανκόνα', 'Ancona', 'IT', 43.617, 13.508, {}, M);
p('BRI', 'Μπάρι', 'Bari', 'IT', 41.132, 16.862, {}, M);
p('BDS', 'Μπρίντεζι', 'Brindisi', 'IT', 40.643, 17.947, {}, M);
p('VCE', 'Βενετία', 'Venice', 'IT', 45.430, 12.315, { de: 'Venedig', it: 'Venezia', fr: 'Venise', es: 'Venecia' }, M);
p('TRS', 'Τεργέστη', 'Trieste', 'IT', 45.650, 13.765, { de: 'Triest' }, M);
// Albania
p('DUR', 'Δυρράχιο', 'Durrës', 'AL', 41.313, 19.445, { it: 'Durazzo', es: 'Durrës' }, M);
p('VLO', 'Αυλώνας', 'Vlorë', 'AL', 40.452, 19.486, { de: 'Vlora', it: 'Valona', fr: 'Vlora', es: 'Vlorë' }, M);
p('SAR', 'Άγιοι Σαράντα', 'Sarandë', 'AL', 39.875, 20.006, { de: 'Saranda', it: 'Santi Quaranta', fr: 'Saranda', es: 'Sarandë' }, M);
// Turkey
p('CES', 'Τσεσμέ', 'Çeşme', 'TR', 38.324, 26.304, {}, M);
p('KUS', 'Κουσάντασι', 'Kuşadası', 'TR', 37.862, 27.257, {}, M);
p('BXN', 'Αλικαρνασσός (Μπόντρουμ)', 'Bodrum', 'TR', 37.033, 27.426, {}, M);
p('MRS', 'Μαρμαρίς', 'Marmaris', 'TR', 36.850, 28.274, {}, M);
p('AYV', 'Αϊβαλί', 'Ayvalık', 'TR', 39.319, 26.693, {}, M);
p('DIK', 'Δικελί', 'Dikili', 'TR', 39.071, 26.888, {}, M);
p('DAT', 'Δάτσα', 'Datça', 'TR', 36.726, 27.689, {}, M);
p('TGR', 'Τουργκούτρεϊς', 'Turgutreis', 'TR', 37.003, 27.257, {}, M);
p('KAS', 'Κας', 'Kaş', 'TR', 36.199, 29.641, {}, M);
p('FET', 'Φετιγιέ', 'Fethiye', 'TR', 36.622, 29.103, {}, M);
// Cyprus, the Adriatic coast and the Levant
p('LMS', 'Λεμεσός', 'Limassol', 'CY', 34.654, 33.015, { es: 'Limasol' });
p('LCA', 'Λάρνακα', 'Larnaca', 'CY', 34.917, 33.641, { de: 'Larnaka', es: 'Lárnaca' });
p('SPU', 'Σπλιτ', 'Split', 'HR', 43.503, 16.440, { it: 'Spalato' }, M);
p('DBV', 'Ντουμπρόβνικ', 'Dubrovnik', 'HR', 42.658, 18.086, { it: 'Ragusa' }, M);
p('BAR', 'Μπαρ', 'Bar', 'ME', 42.093, 19.084, { it: 'Antivari' }, M);
p('HFA', 'Χάιφα', 'Haifa', 'IL', 32.820, 35.000, { es: 'Haifa' }, M);

export const PORTS: readonly PortData[] = rows;

/** Crete in the shop's six languages: every Cretan port is found by the island's name. */
const CRETE = ['Κρήτη', 'Crete', 'Kreta', 'Creta', 'Crète', 'Kriti'];
const SANTORINI = ['Σαντορίνη', 'Θήρα', 'Θηρα', 'Φηρά', 'Santorini', 'Santorin', 'Thira', 'Thera', 'Fira', 'Fera', 'Tera', 'Théra'];
const CORFU = ['Κέρκυρα', 'Corfu', 'Kerkyra', 'Kerkira', 'Korfu', 'Corfou', 'Corfù', 'Corfú'];
const RHODES = ['Ρόδος', 'Rhodes', 'Rodos', 'Rhodos', 'Rodi', 'Rodas'];
const KEFALONIA = ['Κεφαλονιά', 'Κεφαλληνία', 'Kefalonia', 'Cephalonia', 'Kefallonia', 'Kefalonija', 'Kefallinia', 'Céphalonie', 'Cefalonia'];
const LESVOS = ['Λέσβος', 'Μυτιλήνη', 'Lesvos', 'Lesbos', 'Mytilene', 'Mytilini', 'Mitilini'];
const ZAKYNTHOS = ['Ζάκυνθος', 'Ζάκυνθο', 'Zakynthos', 'Zante', 'Zakinthos', 'Zakyntos', 'Sakynthos'];

/**
 * Other names travellers search a port by (issue 19: "Kerkyra", "Iraklio", "Pireas", "Fira", "Crete"): common
 * spellings, the island or area a port serves, old and local names, in Greek and in Latin letters. The names of
 * every language (`PortData`) are searched too; these are what no language's name says.
 */
export const PORT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  PIR: ['Pireas', 'Pireus', 'Peiraias', 'Peiraeus', 'Πειραιά', 'Athens', 'Athina', 'Αθήνα'],
  RAF: ['Athens', 'Athina', 'Αθήνα'],
  LAV: ['Lavrion', 'Athens', 'Αθήνα'],
  HYD: ['Idra', 'Ydra'],
  SPE: ['Spetsai', 'Spetsae'],
  KIT: ['Kythera', 'Kithira', 'Cerigo'],
  JSY: ['Syra', 'Ermoupolis', 'Hermoupolis'],
  JMK: ['Mikonos', 'Myconos'],
  KEA: ['Tzia', 'Τζια', 'Ceos'],
  JTR: SANTORINI,
  JNX: ['Naxos Town', 'Chora'],
  PAS: ['Paroikia', 'Parikia'],
  JTY: ['Astypalaia', 'Astipalea'],
  IRK: ['Irakleia', 'Heraclia'],
  SXI: ['Schoinoussa', 'Schinousa'],
  KOU: ['Koufonissia', 'Koufonisi'],
  RHO: RHODES,
  KSK: RHODES,
  KGS: ['Cos', 'Coo'],
  KZS: ['Megisti', 'Μεγίστη', 'Castellorizo', 'Kastelorizo'],
  HAL: ['Halki', 'Khalki'],
  HER: [...CRETE, 'Iraklio', 'Irakleio', 'Iraklion', 'Heraklio', 'Herakleion', 'Candia', 'Kandia'],
  CHQ: [...CRETE, 'Chania', 'Hania', 'Xania', 'Canea', 'Souda', 'Suda'],
  RET: [...CRETE, 'Rethimno', 'Rethymnon', 'Rethimnon'],
  KIS: [...CRETE, 'Kastelli', 'Kasteli', 'Kissamos'],
  JSH: [...CRETE, 'Siteia', 'Sitia'],
  AGN: [...CRETE, 'Agios Nikolaos', 'Ayios Nikolaos', 'Aghios Nikolaos'],
  SFA: [...CRETE, 'Hora Sfakion', 'Sfakia', 'Σφακιά'],
  ARO: [...CRETE, 'Ayia Roumeli', 'Aghia Roumeli'],
  LTO: CRETE,
  SOU: CRETE,
  PAL: [...CRETE, 'Palaiochora', 'Paleochora'],
  JKH: ['Hios', 'Khios', 'Xios'],
  MJT: LESVOS,
  SIG: LESVOS,
  LXS: ['Limnos', 'Lemnos', 'Λήμνο'],
  VAT: ['Samos Town', 'Vathi'],
  PYT: ['Pythagoreio', 'Pithagorio'],
  JIK: ['Icaria', 'Nikaria'],
  EVD: ['Icaria', 'Nikaria'],
  THS: ['Thasos'],
  PRN: ['Thasos'],
  SKG: ['Salonica', 'Salonika', 'Saloniki', 'Thessalonica', 'Θεσσαλονίκη'],
  JSI: ['Skiathos Town'],
  ALO: ['Alonnisos', 'Alonnissos', 'Alonisos'],
  AID: ['Edipsos', 'Aidipsos', 'Aedipsos'],
  CFU: CORFU,
  LKM: CORFU,
  IGO: ['Igoumenitza', 'Egoumenitsa'],
  PAT: ['Patra', 'Patrai', 'Patrasso'],
  KLN: ['Killini', 'Cyllene'],
  ZTH: ZAKYNTHOS,
  ZSK: ZAKYNTHOS,
  SAM: KEFALONIA,
  POK: KEFALONIA,
  ARG: KEFALONIA,
  LIX: KEFALONIA,
  FIS: KEFALONIA,
  PSD: KEFALONIA,
  ITH: ['Ithaki', 'Ithaka', 'Itaca'],
  FRI: ['Ithaki', 'Ithaka', 'Itaca'],
  LEF: ['Lefkas', 'Leucas', 'Lefkada'],
  VAS: ['Lefkas', 'Leucas', 'Lefkada'],
  PAX: ['Paxi', 'Paxoi', 'Paxos'],
  DUR: ['Durres', 'Durazzo'],
  VLO: ['Vlore', 'Vlora', 'Valona'],
  SAR: ['Sarande', 'Saranda'],
  CES: ['Cesme'],
  KUS: ['Kusadasi'],
  BXN: ['Halicarnassus', 'Αλικαρνασσός'],
  AYV: ['Ayvalik'],
  KAS: ['Kas'],
};

export const COUNTRY_NAMES: Readonly<Record<string, Readonly<Record<'el' | 'en' | 'de' | 'it' | 'fr' | 'es', string>>>> = {
  GR: { el: 'Ελλάδα', en: 'Greece', de: 'Griechenland', it: 'Grecia', fr: 'Grèce', es: 'Grecia' },
  IT: { el: 'Ιταλία', en: 'Italy', de: 'Italien', it: 'Italia', fr: 'Italie', es: 'Italia' },
  AL: { el: 'Αλβανία', en: 'Albania', de: 'Albanien', it: 'Albania', fr: 'Albanie', es: 'Albania' },
  TR: { el: 'Τουρκία', en: 'Turkey', de: 'Türkei', it: 'Turchia', fr: 'Turquie', es: 'Turquía' },
  CY: { el: 'Κύπρος', en: 'Cyprus', de: 'Zypern', it: 'Cipro', fr: 'Chypre', es: 'Chipre' },
  HR: { el: 'Κροατία', en: 'Croatia', de: 'Kroatien', it: 'Croazia', fr: 'Croatie', es: 'Croacia' },
  ME: { el: 'Μαυροβούνιο', en: 'Montenegro', de: 'Montenegro', it: 'Montenegro', fr: 'Monténégro', es: 'Montenegro' },
  IL: { el: 'Ισραήλ', en: 'Israel', de: 'Israel', it: 'Israele', fr: 'Israël', es: 'Israel' },
};
