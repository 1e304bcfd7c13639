import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundViewModel, REDIRECT_SECONDS, redirectTargetOf } from '../../src/ui/shared/not-found/not-found.view-model';
import { renderApp } from './support/render-app';

describe('redirectTargetOf', () => {
  it.each([
    ['/en/routes/nowhere', '/en/routes'],
    ['/en/a/b/c', '/en/a/b'],
    ['/en/nowhere', '/en/'],
    ['/routes/nowhere', '/routes'],
    ['/nowhere', '/'],
    ['/el/contact', '/'],
    ['/de/blog/x/', '/de/blog'],
  ])('sends %s to %s', (path, target) => {
    expect(redirectTargetOf(path)).toBe(target);
  });
});

describe('NotFoundViewModel', () => {
  it('counts down and then asks for the redirect', () => {
    const vm = new NotFoundViewModel();
    vm.open('/fr/offers/old');
    expect(vm.target).toBe('/fr/offers');
    for (let i = 0; i < REDIRECT_SECONDS - 1; i++) vm.tick();
    expect(vm.shouldRedirect).toBe(false);
    vm.tick();
    expect(vm.shouldRedirect).toBe(true);
    vm.tick();
    expect(vm.secondsLeft).toBe(0);
  });
});

describe('404 page', () => {
  afterEach(() => vi.useRealTimers());

  it('says the page is missing, links to the parent now and goes there after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await renderApp('/en/contact/atlantis');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry we can't find that page!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/en/contact');
    await act(async () => { vi.advanceTimersByTime(REDIRECT_SECONDS * 1000 + 100); });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/contact'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderApp('/de/gibt/es/nicht');
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Seite wurde nicht gefunden' })).toBeInTheDocument();
  });
});
