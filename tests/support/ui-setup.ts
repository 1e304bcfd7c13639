import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks scrollTo.
window.scrollTo = (() => {}) as typeof window.scrollTo;
afterEach(() => cleanup());
