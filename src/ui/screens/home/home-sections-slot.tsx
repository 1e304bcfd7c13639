import { type ComponentType, useEffect, useState } from 'react';
import { ensureAllMessages } from '../../shared/i18n/load-messages';
import { useLocale } from '../../shared/i18n/use-locale';
import './home-sections-slot.css';

/**
 * The home page's content sections (destinations, offers, posts). They are not in the first download: their code and
 * data load when the visitor first scrolls (by wheel, touch, keyboard or focus). The slot keeps their height, so
 * nothing moves when they arrive; the server and the first render show the empty slot.
 */
export function HomeSectionsSlot() {
  const [Sections, setSections] = useState<ComponentType | null>(null);
  const locale = useLocale();
  useEffect(() => {
    // The sections' messages are in the rest part of the locale's messages (not in the first download).
    const load = () => {
      Promise.all([import('./home-sections'), ensureAllMessages(locale)]).then(([m]) => setSections(() => m.default), () => undefined);
    };
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => window.removeEventListener('scroll', load);
  }, [locale]);
  return <div className="home-sections-slot">{Sections && <Sections />}</div>;
}
