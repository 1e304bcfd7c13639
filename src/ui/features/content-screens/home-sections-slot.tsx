import { type ComponentType, useEffect, useState } from 'react';
import './home-sections-slot.css';

/**
 * The home page's content sections (destinations, offers, posts). They are not in the first download: their code and
 * data load when the visitor first scrolls (by wheel, touch, keyboard or focus). The slot keeps their height, so
 * nothing moves when they arrive; the server and the first render show the empty slot.
 */
export function HomeSectionsSlot() {
  const [Sections, setSections] = useState<ComponentType | null>(null);
  useEffect(() => {
    const load = () => { import('./home-sections').then((m) => setSections(() => m.default), () => undefined); };
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => window.removeEventListener('scroll', load);
  }, []);
  return <div className="home-sections-slot">{Sections && <Sections />}</div>;
}
