// Browser shims Mantine needs under jsdom; a no-op in node-environment test files.
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

// A module, so the setting above may use a top-level await.
export {};
