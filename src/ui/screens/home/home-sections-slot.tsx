import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react';
import { ensureAllMessages } from '../../shared/i18n/load-messages';
import { useLocale } from '../../shared/i18n/use-locale';
import './home-sections-slot.css';

/** How long the sections' load waits at most for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 0);
}

/**
 * The home page's content sections (destinations, offers, posts). They are not in the first download: their code and
 * data load when the visitor first scrolls (by wheel, touch, keyboard or focus), or as soon as the slot is on screen
 * or near it (a tall window shows it without any scroll: it stayed an empty 1,248 px block until one). The slot keeps
 * their height, so nothing moves when they arrive; the server and the first render show the empty slot.
 */
export function HomeSectionsSlot() {
  const [Sections, setSections] = useState<ComponentType | null>(null);
  const locale = useLocale();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let started = false;
    // The sections' messages are in the rest part of the locale's messages (not in the first download).
    // The load starts in an idle moment and the sections render in a transition: the scroll that starts it is often
    // the one that brings a control into reach (or the browser's own, to a tapped field), and their first render
    // (about 60-90 ms of main-thread CPU on a phone slowed 4x) in the scroll's task delayed that tap (issue 18).
    const load = () => {
      if (started) return;
      started = true;
      whenIdle(() => {
        Promise.all([import('./home-sections'), ensureAllMessages(locale)])
          .then(([m]) => startTransition(() => setSections(() => m.default)), () => undefined);
      });
    };
    window.addEventListener('scroll', load, { once: true, passive: true });
    const seen = typeof IntersectionObserver === 'function' && slot.current
      ? new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) load(); }, { rootMargin: '200px 0px' })
      : undefined;
    if (seen && slot.current) seen.observe(slot.current);
    return () => {
      window.removeEventListener('scroll', load);
      seen?.disconnect();
    };
  }, [locale]);
  return <div className="home-sections-slot" ref={slot}>{Sections && <Sections />}</div>;
}
