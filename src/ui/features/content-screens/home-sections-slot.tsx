import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import './home-sections-slot.css';

const HomeSections = lazy(() => import('./home-sections'));

/**
 * The home page's content sections (destinations, offers, posts). They are not in the first download: their code
 * and data load once the visitor scrolls near them (at once where IntersectionObserver is missing). The slot keeps
 * their height, so nothing above moves when they arrive; the server and the first render show the empty slot.
 */
export function HomeSectionsSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={slot} className="home-sections-slot">{near && <Suspense fallback={null}><HomeSections /></Suspense>}</div>;
}
