// The Content-Security-Policy of every answer. The built client needs no inline script: the
// hydration data travels in a JSON script tag. Mantine writes its CSS variables in a <style>
// tag, hence 'unsafe-inline' for styles only.
import type { Config } from '../config';

export function contentSecurityPolicy(config: Config) {
  // Vite's development server injects inline scripts and a websocket for hot reload.
  if (!config.isProduction) return false as const;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      // 'self': the sign-in client's silent renewal page may run in a hidden frame of our own.
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
