import { describe, expect, it } from 'vitest';
import { InMemoryContentGateway } from '../../../src/adapters/in-memory/content.in-memory-gateway';
import { LoadMenu, type MenuItem } from '../../../src/core/content';
import { refusal } from '../../../src/core/shared/refusal';

const item = (id: string, position: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, name: `Item ${id}`, link: `/${id}`, position, active: true, children: [], ...extra,
});

describe('LoadMenu', () => {
  it('answers the seeded main menu in the requested language', async () => {
    const result = await new LoadMenu({ content: new InMemoryContentGateway() }).execute({ name: 'Main Menu', locale: 'de' });
    expect(result.ok && result.value.map((i) => i.name)).toEqual(['Reiseziele', 'Routen', 'Reedereien', 'Angebote', 'Blog']);
    expect(result.ok && result.value[0]?.link).toBe('/destinations');
  });

  it('orders items by position and leaves out inactive ones, at every level', async () => {
    const content = new InMemoryContentGateway();
    content.putMenu('Footer Menu', 'en', [
      item('b', 2, { children: [item('b2', 2), item('b1', 1), item('off', 0, { active: false })] }),
      item('hidden', 0, { active: false }),
      item('a', 1),
    ]);
    const result = await new LoadMenu({ content }).execute({ name: 'Footer Menu', locale: 'en' });
    expect(result.ok && result.value.map((i) => i.id)).toEqual(['a', 'b']);
    expect(result.ok && result.value[1]?.children.map((i) => i.id)).toEqual(['b1', 'b2']);
  });

  it('answers an empty list for a menu that does not exist', async () => {
    const content = new InMemoryContentGateway({ languages: [], settings: {}, menus: {} });
    const result = await new LoadMenu({ content }).execute({ name: 'Main Menu', locale: 'el' });
    expect(result).toEqual({ ok: true, value: [] });
  });

  it('fails with MenuUnavailable when the content service answers an error', async () => {
    const content = new InMemoryContentGateway();
    content.failWith(refusal('NotFound', 'no such menu'));
    const result = await new LoadMenu({ content }).execute({ name: 'Main Menu', locale: 'el' });
    expect(!result.ok && result.error.kind).toBe('MenuUnavailable');
  });
});
