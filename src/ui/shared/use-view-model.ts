import { useState } from 'react';
import { type Token, useResolver } from './resolver';

/** Creates the component's view model once per mounted component (view-model tokens are bound transient). */
export function useViewModel<T>(key: Token<T>): T {
  const resolver = useResolver();
  const [viewModel] = useState(() => resolver.get(key));
  return viewModel;
}

/** A service the UI shares (use cases, logger, clock): resolved, not created per component. */
export function useService<T>(key: Token<T>): T {
  return useResolver().get(key);
}
