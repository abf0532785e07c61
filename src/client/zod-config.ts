// Zod builds its fast validators with `new Function` and probes for it once; the page's
// Content-Security-Policy allows no eval, so every signed-in page logged a violation. Jitless
// mode interprets schemas instead. It must be set before any schema is built, hence the entry
// imports this module first (only zod's small core module comes with it).
import { config } from 'zod/v4/core';

config({ jitless: true });
