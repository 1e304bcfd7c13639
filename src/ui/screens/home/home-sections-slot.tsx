import { type ComponentType, useEffect, useRef, useState } from 'react';
import { ensureAllMessages } from '../../shared/i18n/load-messages';
import { useLocale } from '../../shared/i18n/use-locale';
import './home-sections-slot.css';

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
    const load = () => {
      if (started) return;
      started = true;
      Promise.all([import('./home-sections'), ensureAllMessages(locale)]).then(([m]) => setSections(() => m.default), () => undefined);
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
