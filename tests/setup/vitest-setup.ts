// Browser shims Mantine needs under happy-dom; a no-op in node-environment test files.
interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest(context: { request: Request }): Promise<Response> } };
}
/** HTML's phrasing elements that lay out inline by default. */
const INLINE_ELEMENTS =
  'a abbr b bdi bdo cite code data dfn em i kbd label mark output q s samp small span strong sub sup time u var'.split(
    ' ',
  );

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Waits for what appears on screen (findBy…, waitFor) get 5 s instead of 1 s: lazy overlays load
// in a test run that shares two cores with the server suites, and a slow first import is not a
// failure of the page.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

// The browser-code tests run on happy-dom (ADR 0081), made to behave as jsdom did where the tests
// rely on it: no request ever leaves the test (an unmocked call fails as a network error would),
// inline elements compute as inline (happy-dom answers "" for a span, which the accessible-name
// computation reads as a block and joins with spaces: "Edit profile : Write" for "Edit profile:
// Write"), and print exists to be spied on.
if (typeof window !== 'undefined' && 'happyDOM' in window) {
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM;
  settings.fetch.interceptor = {
    beforeAsyncRequest: ({ request }) =>
      Promise.reject(new TypeError(`Failed to fetch ${request.url}: no network in unit tests`)),
  };
  const inline = document.createElement('style');
  inline.textContent = `${INLINE_ELEMENTS.join(', ')} { display: inline; }`;
  document.head.append(inline);
  window.print ??= () => {};
}

// A module, so the setting above may use a top-level await.
export {};
