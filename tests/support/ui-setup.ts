import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// jsdom lacks scrollTo.
window.scrollTo = (() => {}) as typeof window.scrollTo;
afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a screen loaded on demand (a route's chunk,
// the messages of a locale) can take longer than a second while the suite runs beside the server tests on two cores,
// which made tests/ui/footer.test.tsx fail under load. What a test waits for is unchanged; it fails the same way when
// the thing never comes.
configure({ asyncUtilTimeout: 5_000 });
