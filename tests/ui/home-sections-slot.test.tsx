import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeSectionsSlot } from '../../src/ui/screens/home/home-sections-slot';

// The sections themselves (catalogue queries) are not what is tested here: when and how the slot renders them.
vi.mock('../../src/ui/screens/home/home-sections', () => ({ default: () => <h2>Popular destinations</h2> }));
vi.mock('../../src/ui/shared/i18n/load-messages', () => ({ ensureAllMessages: () => Promise.resolve() }));

// Issue 18: the scroll that starts the sections' load is often the one that brings a control into reach; their first
// render in that scroll's task (60-90 ms of main-thread CPU on a phone slowed 4x) delayed the tap that followed. The
// load waits for an idle moment and the sections render in a transition.
describe('home sections slot', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => { idle.push(run); return idle.length; });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the sections after a scroll only in an idle moment, then shows them', async () => {
    render(<IntlProvider locale="en" messages={{}}><HomeSectionsSlot /></IntlProvider>);
    expect(idle).toHaveLength(0);
    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(idle).toHaveLength(1);
    // Nothing rendered yet: the scroll's own task only asked for an idle moment.
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('heading', { name: 'Popular destinations' })).toBeNull();
    act(() => { idle[0]!(); });
    expect(await screen.findByRole('heading', { name: 'Popular destinations' })).toBeInTheDocument();
    // A second scroll starts nothing more.
    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(idle).toHaveLength(1);
  });
});
