import fc from 'fast-check';
import { filterPorts, matchesPort, portMatchRank, PORT_RANK } from '../../../src/core/search';
import { toGreeklish } from '../../../src/core/shared/greeklish';

const piraeus = { code: 'PIR', name: 'Πειραιάς', area: 'Αθήνα' };
const thira = { code: 'JTR', name: 'Σαντορίνη (Θήρα)', area: 'Σαντορίνη' };
const greekNames = ['Πειραιάς', 'Ραφήνα', 'Ηράκλειο', 'Σαντορίνη (Θήρα)', 'Μύκονος', 'Ηγουμενίτσα', 'Κέρκυρα', 'Εύβοια', 'Αμπελάκια'];
const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

describe('matchesPort', () => {
  it.each(['πειρ', 'Peir', 'peiraias', 'ΠΕΙΡΑΙΑΣ', 'πειραιάς', 'Πειραι', 'pir'])('finds Piraeus by %s', (query) => {
    expect(matchesPort(query, piraeus)).toBe(true);
  });

  it('matches the area and the code, and not unrelated text', () => {
    expect(matchesPort('santor', thira)).toBe(true);
    expect(matchesPort('thira', thira)).toBe(true);
    expect(matchesPort('jtr', thira)).toBe(true);
    expect(matchesPort('mykonos', thira)).toBe(false);
  });

  it('ignores Latin accents: pirée and piree find Le Pirée', () => {
    expect(matchesPort('pirée', { code: 'PIR', name: 'Le Pirée' })).toBe(true);
    expect(matchesPort('PIREE', { code: 'PIR', name: 'Le Pirée' })).toBe(true);
  });

  it('matches every port with an empty query', () => {
    expect(matchesPort('  ', piraeus)).toBe(true);
  });

  it('finds a Greek name by any part of it, typed with or without accents, in any case', () => {
    fc.assert(fc.property(fc.constantFrom(...greekNames), fc.nat(), fc.nat(), fc.boolean(), fc.boolean(), (name, a, b, upper, bare) => {
      const start = a % name.length;
      const end = start + 1 + (b % (name.length - start));
      let query = name.slice(start, end);
      if (bare) query = stripAccents(query);
      if (upper) query = query.toUpperCase();
      expect(matchesPort(query, { code: 'XXX', name })).toBe(true);
    }));
  });

  it('finds a Greek name by any prefix of its Latin spelling', () => {
    fc.assert(fc.property(fc.constantFrom(...greekNames), fc.nat(), fc.boolean(), (name, n, upper) => {
      const latin = toGreeklish(name);
      let query = latin.slice(0, 1 + (n % latin.length));
      if (upper) query = query.toUpperCase();
      expect(matchesPort(query, { code: 'XXX', name })).toBe(true);
    }));
  });

  it('never matches text made of letters no name contains', () => {
    fc.assert(fc.property(fc.stringMatching(/^[qwQW]{1,6}$/), fc.constantFrom(...greekNames), (query, name) => {
      expect(matchesPort(query, { code: 'XXX', name })).toBe(false);
    }));
  });
});

describe('filterPorts', () => {
  it('lists ports whose name starts with the query before those that contain it', () => {
    const ports = [{ code: 'AAA', name: 'Άγιος Κήρυκος' }, { code: 'KER', name: 'Κέρκυρα' }, { code: 'PIR', name: 'Πειραιάς' }];
    expect(filterPorts('κ', ports).map((p) => p.code)).toEqual(['KER', 'AAA']);
    expect(filterPorts('', ports)).toHaveLength(3);
  });

  it('ranks an exact name or other name, then a name starting with the query, then a later word, then the rest; alphabetical within (issue 19)', () => {
    const ports = [
      { code: 'KIT', name: 'Κύθηρα (Διακόφτι)' }, { code: 'THI', name: 'Θηρασιά' },
      { code: 'JTR', name: 'Σαντορίνη (Θήρα)', area: 'Σαντορίνη', aliases: ['Θήρα', 'Santorini (Thira)', 'Fira'] },
      { code: 'ANK', name: 'Αντικύθηρα' }, { code: 'AGT', name: 'Άγιος Θηραίος' },
    ];
    expect(filterPorts('Θήρα', ports).map((p) => p.code)).toEqual(['JTR', 'THI', 'AGT', 'ANK', 'KIT']);
    expect(filterPorts('θηρα', ports).map((p) => p.code)).toEqual(['JTR', 'THI', 'AGT', 'ANK', 'KIT']);
    expect(portMatchRank('fira', ports[2]!)).toBe(PORT_RANK.exact);
    expect(portMatchRank('diak', ports[0]!)).toBe(PORT_RANK.wordStart);
    expect(portMatchRank('θηρ', ports[1]!)).toBe(PORT_RANK.start);
    expect(portMatchRank('ηρα', ports[0]!)).toBe(PORT_RANK.inside);
    expect(portMatchRank('jtr', ports[2]!)).toBe(PORT_RANK.exact);
    expect(portMatchRank('Mykonos', ports[2]!)).toBeUndefined();
  });

  it('finds a port by any of its other names, in Greek or Latin letters', () => {
    const corfu = { code: 'CFU', name: 'Corfu', aliases: ['Κέρκυρα', 'Kerkyra', 'Korfu'] };
    for (const query of ['Kerkyra', 'κερκυρα', 'ΚΈΡΚΥΡΑ', 'kerk', 'Korfu', 'corf']) expect(matchesPort(query, corfu), query).toBe(true);
    expect(matchesPort('Kerkira', corfu)).toBe(false);
  });
});

