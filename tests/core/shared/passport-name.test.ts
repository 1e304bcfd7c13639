import fc from 'fast-check';
import { passportName } from '../../../src/core/shared/passport-name';

/** ICAO Doc 9303 Part 3, section 6: the multinational Latin characters and what a passport writes for them. */
const ICAO_LATIN: [string, string][] = [
  ['Á', 'A'], ['À', 'A'], ['Â', 'A'], ['Ä', 'AE'], ['Ã', 'A'], ['Ă', 'A'], ['Å', 'AA'], ['Ā', 'A'], ['Ą', 'A'], ['Æ', 'AE'],
  ['Ć', 'C'], ['Č', 'C'], ['Ç', 'C'], ['Đ', 'D'], ['Ď', 'D'], ['Ð', 'D'], ['É', 'E'], ['È', 'E'], ['Ê', 'E'], ['Ë', 'E'],
  ['Ě', 'E'], ['Ė', 'E'], ['Ę', 'E'], ['Ğ', 'G'], ['Ģ', 'G'], ['Ħ', 'H'], ['ı', 'I'], ['Í', 'I'], ['Ï', 'I'], ['İ', 'I'],
  ['Ĳ', 'IJ'], ['ĳ', 'IJ'], ['Ķ', 'K'], ['Ł', 'L'], ['Ľ', 'L'], ['Ŀ', 'L'], ['Ń', 'N'], ['Ñ', 'N'], ['Ň', 'N'], ['Ŋ', 'N'],
  ['Ó', 'O'], ['Ô', 'O'], ['Ö', 'OE'], ['Õ', 'O'], ['Ő', 'O'], ['Ø', 'OE'], ['Œ', 'OE'], ['œ', 'OE'], ['Ř', 'R'],
  ['Ś', 'S'], ['Š', 'S'], ['Ş', 'S'], ['ß', 'SS'], ['ẞ', 'SS'], ['Ť', 'T'], ['Ţ', 'T'], ['Þ', 'TH'], ['þ', 'TH'],
  ['Ú', 'U'], ['Ü', 'UE'], ['ü', 'UE'], ['Ű', 'U'], ['Ů', 'U'], ['Ū', 'U'], ['Ý', 'Y'], ['Ÿ', 'Y'], ['Ź', 'Z'], ['Ž', 'Z'],
  ['Ż', 'Z'],
];

describe('passportName: names on tickets by the passport rule (ICAO 9303, issue 19)', () => {
  it('writes Jürgen Müller as his passport does: JUERGEN MUELLER', () => {
    expect(passportName('Jürgen Müller')).toBe('JUERGEN MUELLER');
    expect(passportName('José Müller-Strauß')).toBe('JOSE MUELLER-STRAUSS');
    expect(passportName('Åsa Ærø')).toBe('AASA AEROE');
    expect(passportName('Þóra Guðmundsdóttir')).toBe('THORA GUDMUNDSDOTTIR');
    expect(passportName('Ĳsbrand Œhlenschläger')).toBe('IJSBRAND OEHLENSCHLAEGER');
    expect(passportName('Łukasz Żółć')).toBe('LUKASZ ZOLC');
  });

  it.each(ICAO_LATIN)('transliterates %s as %s (ICAO 9303 Part 3 table)', (letter, latin) => {
    expect(passportName(`X${letter}X`)).toBe(`X${latin}X`);
  });

  it('writes Greek by ELOT 743, as Greek passports do, and polytonic Greek too', () => {
    expect(passportName('  Μαρία   Παπαδοπούλου ')).toBe('MARIA PAPADOPOULOU');
    expect(passportName('Ευάγγελος Γκούμας')).toBe('EVANGELOS GKOUMAS');
    expect(passportName('Αυγερινός Θεοχάρης')).toBe('AVGERINOS THEOCHARIS');
    expect(passportName('Ευτυχία Ψαρρού')).toBe('EFTYCHIA PSARROU');
    expect(passportName('Ἀλέξανδρος Ῥήγας')).toBe('ALEXANDROS RIGAS');
  });

  it('writes Cyrillic by ICAO\'s table', () => {
    expect(passportName('Юлия Щеглова')).toBe('IULIIA SHCHEGLOVA');
    expect(passportName('Олександр Їжакевич')).toBe('OLEKSANDR IZHAKEVICH');
    expect(passportName('Аксёнов Эдуард Ъ')).toBe('AKSENOV EDUARD IE');
  });

  it('leaves out what a passport\'s name field has no room for, keeping single spaces and hyphens between words', () => {
    expect(passportName("O'Brien")).toBe('OBRIEN');
    expect(passportName('Jean - - Pierre')).toBe('JEAN-PIERRE');
    expect(passportName('-Anna 2nd-')).toBe('ANNA ND');
    expect(passportName('李 小龍')).toBe('');
  });

  it('gives only A–Z with single spaces and hyphens between words, and is idempotent', () => {
    const letters = fc.constantFrom(...'aAzZäÄöÖüÜßåÅæÆøØþÞĳœŒéÈñÑłŁαΑωΩάΰϊσςμπντΘψЖщЮяё \'-.,1\t李'.split(''));
    fc.assert(fc.property(fc.array(letters, { maxLength: 40 }).map((chars) => chars.join('')), fc.string(), (typed, any) => {
      for (const value of [typed, any]) {
        const name = passportName(value);
        expect(name).toMatch(/^(?:[A-Z]+(?:[ -][A-Z]+)*)?$/);
        expect(passportName(name)).toBe(name);
      }
    }));
  });

  it('keeps every letter of a Latin or Greek name: none is dropped, only marks', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüßåæøþéèêçñłαβγδεζηθικλμνξοπρστφχψω'.split(''));
    fc.assert(fc.property(fc.array(letter, { minLength: 1, maxLength: 20 }), (chars) => {
      expect(passportName(chars.join('')).length).toBeGreaterThanOrEqual(chars.length);
    }));
  });
});
