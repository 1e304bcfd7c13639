import { describe, expect, it } from 'vitest';
import { LOADING_INDICATOR_DELAY_MS, PageLoading } from '../../src/ui/shared/layout/page-loading';
import { renderApp } from './support/render-app';

describe('Page loading indicator', { timeout: 30_000 }, () => {
  it('shows after the fetch minimum delay of SPEC section 9 (200 ms), the one constant the router uses', async () => {
    expect(LOADING_INDICATOR_DELAY_MS).toBe(200);
    const app = await renderApp('/en');
    expect(app.router.options.defaultPendingMs).toBe(LOADING_INDICATOR_DELAY_MS);
    expect(app.router.options.defaultPendingComponent).toBe(PageLoading);
  });
});
