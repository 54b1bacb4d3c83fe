import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are fetched on first visit; the first import of a page's modules under a loaded test run
// can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Files share a thread and its loaded libraries (vitest.config.ts): the app's own modules, whose
// stores are module state, start afresh for each file.
vi.resetModules();

// Components rendered on their own have no layout to say the page is on screen.
const { pageCommitted } = await import('./first-paint');
pageCommitted();

// jsdom lays nothing out; these stand in for the browser APIs the app and Radix touch.

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom's own scrollTo only reports "not implemented".
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

for (const name of ['ResizeObserver', 'IntersectionObserver']) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: NoopObserver });
}

// Radix and pointer-driven components ask for these.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
