/** A container key that remembers the type bound to it, so `resolve(container, token)` is typed. */
export type Token<T> = symbol & { readonly __type?: T };

/** A token under a global, readable name (`content.LoadMenu`). */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

/** The type a token stands for. */
export type TokenType<K> = K extends Token<infer T> ? T : never;
