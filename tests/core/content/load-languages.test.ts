import { describe, expect, it } from 'vitest';
import { InMemoryContentGateway } from '../../../src/adapters/in-memory/content.in-memory-gateway';
import { LoadLanguages } from '../../../src/core/content';

describe('LoadLanguages', () => {
  it('lists the default language first, then by position, known locales only', async () => {
    const content = new InMemoryContentGateway({
      languages: [
        { code: 'en', name: 'English', default: false, position: 1 },
        { code: 'xx', name: 'Unknown', default: false, position: 0 },
        { code: 'de', name: 'Deutsch', default: false, position: 0 },
        { code: 'el', name: 'Ελληνικά', default: true, position: 9 },
      ],
      settings: {},
      menus: {},
    });
    const result = await new LoadLanguages({ content }).execute();
    expect(result.ok && result.value.map((l) => l.code)).toEqual(['el', 'de', 'en']);
  });

  it('seeds all six languages', async () => {
    const result = await new LoadLanguages({ content: new InMemoryContentGateway() }).execute();
    expect(result.ok && result.value.map((l) => l.code)).toEqual(['el', 'en', 'de', 'it', 'fr', 'es']);
  });
});
