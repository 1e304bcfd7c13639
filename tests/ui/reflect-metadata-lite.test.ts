import 'reflect-metadata/lite';
import fc from 'fast-check';
import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { reflectMetadataLite } from '../../src/composition/reflect-metadata-lite';
import { createBrowserContainer } from '../../src/composition/browser';
import { TOKENS, bindToken, resolve } from '../../src/composition/tokens';

// The browser's build replaces reflect-metadata/lite with src/composition/reflect-metadata-lite.ts (vite.config.ts):
// same answers as the polyfill for what InversifyJS calls, and the container works on it alone.

type Api = typeof reflectMetadataLite;
const polyfill = Reflect as unknown as Api;

/** A fresh hierarchy per run, so the polyfill's global registry starts empty for it. */
function hierarchy() {
  class Base {}
  class Child extends Base {}
  return [Base, Child, Child.prototype, Object.create(Child.prototype) as object] as const;
}

const KEYS = ['a', 'b', Symbol.for('reflect-metadata-lite.test')] as const;
const PROPERTIES = [undefined, 'p', 'q'] as const;

describe('reflect-metadata-lite', () => {
  it('answers as reflect-metadata/lite for any sequence of writes, own and up the prototype chain', () => {
    const write = fc.record({
      target: fc.nat(3), key: fc.constantFrom(...KEYS), property: fc.constantFrom(...PROPERTIES), value: fc.anything(),
    });
    fc.assert(fc.property(fc.array(write, { maxLength: 12 }), (writes) => {
      const ours = hierarchy();
      const theirs = hierarchy();
      for (const w of writes) {
        reflectMetadataLite.defineMetadata(w.key, w.value, ours[w.target], w.property);
        polyfill.defineMetadata(w.key, w.value, theirs[w.target], w.property);
      }
      for (let target = 0; target < ours.length; target++) {
        for (const key of KEYS) {
          for (const property of PROPERTIES) {
            expect(reflectMetadataLite.getOwnMetadata(key, ours[target], property))
              .toStrictEqual(polyfill.getOwnMetadata(key, theirs[target], property));
            expect(reflectMetadataLite.getMetadata(key, ours[target], property))
              .toStrictEqual(polyfill.getMetadata(key, theirs[target], property));
          }
        }
      }
    }));
  });

  it('keeps a value of undefined as set (found, not looked for further up)', () => {
    const [Base, Child] = hierarchy();
    reflectMetadataLite.defineMetadata('k', 1, Base);
    reflectMetadataLite.defineMetadata('k', undefined, Child);
    expect(reflectMetadataLite.getMetadata('k', Child)).toBeUndefined();
    expect(reflectMetadataLite.getMetadata('k', Base)).toBe(1);
  });

  it('refuses a target that is not an object, as the polyfill does', () => {
    for (const api of [reflectMetadataLite, polyfill]) {
      expect(() => api.defineMetadata('k', 1, 'text')).toThrow(TypeError);
      expect(() => api.getOwnMetadata('k', 1)).toThrow(TypeError);
      expect(() => api.getMetadata('k', undefined)).toThrow(TypeError);
    }
  });

  it('is all InversifyJS needs: the browser container builds, loads a domain and resolves with only these functions on Reflect', async () => {
    const reflect = Reflect as unknown as Record<string, unknown>;
    const metadataNames = Object.getOwnPropertyNames(Reflect).filter((name) => /Metadata(Keys)?$/.test(name));
    const saved = metadataNames.map((name) => [name, Object.getOwnPropertyDescriptor(Reflect, name)!] as const);
    expect(metadataNames).toContain('defineMetadata');
    try {
      for (const name of metadataNames) delete reflect[name];
      Object.assign(reflect, reflectMetadataLite);
      const container = createBrowserContainer({ baseUrl: 'http://shop.test/', locale: () => 'en' });
      expect(resolve(container, TOKENS.HeaderViewModel)).toBeDefined();
      expect(container.isBound(TOKENS.LogIn)).toBe(false);
      await resolve(container, TOKENS.Domains).require('auth');
      expect(container.isBound(TOKENS.LogIn)).toBe(true);
      const clock = { nowIso: () => '2026-06-11T08:00:00.000Z' };
      const module = new ContainerModule((options) => { bindToken(options, TOKENS.Clock).toConstantValue(clock); });
      const own = new Container({ defaultScope: 'Singleton' });
      own.load(module);
      expect(own.get(TOKENS.Clock)).toBe(clock);
      own.unload(module);
      expect(own.isBound(TOKENS.Clock)).toBe(false);
    } finally {
      for (const name of Object.keys(reflectMetadataLite)) delete reflect[name];
      for (const [name, descriptor] of saved) Object.defineProperty(Reflect, name, descriptor);
    }
  });
});
