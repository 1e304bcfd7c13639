import { createContext, useContext } from 'react';

/** A container key that remembers its type; the composition root's tokens have the same shape. */
export type Token<T> = symbol & { readonly __type?: T };

/** What the UI needs of the container: resolve a token. The composition root hands one to the app. */
export interface Resolver {
  get<T>(key: Token<T>): T;
}

export const ResolverContext = createContext<Resolver | null>(null);

/** The resolver of the mounted app. */
export function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useResolver: no ResolverContext above this component');
  return resolver;
}
