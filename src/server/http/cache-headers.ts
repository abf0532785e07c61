// Cache headers answers share.

/** Personal answers: never kept by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
