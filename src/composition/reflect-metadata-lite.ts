// The part of the metadata API (reflect-metadata) that InversifyJS calls, for the browser's build in place of
// `reflect-metadata/lite` (vite.config.ts `reflectMetadataLite`): the container imports that polyfill (8 KB, 2.3 KB
// gzip of the home page's first load) for `Reflect.defineMetadata`, `getOwnMetadata` and `getMetadata` only
// (@inversifyjs/reflect-metadata-utils, module ids on `Object`; class metadata, which this app never declares: no
// decorators, every binding a value or a factory). Same meaning: metadata per target and property key, own or found
// up the prototype chain; a Reflect that already has the API (another copy of the polyfill) is left as it is.
// tests/ui/reflect-metadata-lite.test.ts holds it to the polyfill's answers.

type PropertyKey = string | symbol | undefined;
type Metadata = Map<unknown, unknown>;

const registry = new WeakMap<object, Map<PropertyKey, Metadata>>();

function metadataOf(target: object, property: PropertyKey, create: boolean): Metadata | undefined {
  let byProperty = registry.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    registry.set(target, byProperty);
  }
  let metadata = byProperty.get(property);
  if (!metadata && create) {
    metadata = new Map();
    byProperty.set(property, metadata);
  }
  return metadata;
}

function objectTarget(target: unknown): object {
  if ((typeof target !== 'object' || target === null) && typeof target !== 'function') throw new TypeError('metadata target must be an object');
  return target;
}

function getOwnMetadata(key: unknown, target: unknown, property?: PropertyKey): unknown {
  return metadataOf(objectTarget(target), property, false)?.get(key);
}

function getMetadata(key: unknown, target: unknown, property?: PropertyKey): unknown {
  for (let current: object | null = objectTarget(target); current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const metadata = metadataOf(current, property, false);
    if (metadata?.has(key)) return metadata.get(key);
  }
  return undefined;
}

function defineMetadata(key: unknown, value: unknown, target: unknown, property?: PropertyKey): void {
  metadataOf(objectTarget(target), property, true)!.set(key, value);
}

/** The functions, for the test; importing the module installs them on `Reflect` unless it already has them. */
export const reflectMetadataLite = { getOwnMetadata, getMetadata, defineMetadata } as const;

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.defineMetadata !== 'function') {
  for (const [name, fn] of Object.entries(reflectMetadataLite)) {
    Object.defineProperty(Reflect, name, { configurable: true, writable: true, value: fn });
  }
}
