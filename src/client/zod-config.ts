// Zod builds its fast validators with `new Function` and probes for it once; the page's
// Content-Security-Policy allows no eval, so every signed-in page logged a violation. Jitless
// mode interprets schemas instead. This is `z.config({ jitless: true })` done through the object
// zod 4 keeps its configuration in (globalThis.__zod_globalConfig, shared by every copy of zod
// and adopted when zod loads): importing zod's config here would pull 3.6 KB gzip of zod into the
// startup chunk, where nothing else needs it. The entry imports this module first, before any
// schema is built; the CSP journey (tests/e2e/csp-and-host.spec.ts) proves it holds.
interface ZodGlobalConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as ZodGlobalConfigHolder;
(holder.__zod_globalConfig ??= {}).jitless = true;
