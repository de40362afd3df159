import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './mocks/server';
import { mediaQueryList } from './media-query';

// jsdom lacks these; Radix and sonner touch them.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

// Radix Select uses pointer capture and scrollIntoView, which jsdom does not implement.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// findBy*/waitFor give up after 1 s by default. CI runs the four test projects at once on two
// cores, where a first lazy import (the assistant's drawer and its Markdown renderer) has taken
// longer than that: wait up to 5 s. A passing test is not slowed; only a failure takes longer.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  // The 'web' project runs its files one after another in one jsdom (isolate: false, docs/testing.md):
  // each file starts from an empty document at '/', whatever the previous file left.
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // sonner replays active toasts to a new Toaster: start every test without any.
  toast.dismiss();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
