// Paths the server answers outside /api/: the probes an orchestrator reads and the files search
// engines fetch (the API paths: system-api.ts).

/** Probes for a load balancer or orchestrator: process up (no I/O), and ready for traffic. */
export const HEALTH_PROBES = { live: '/health/live', ready: '/health/ready' } as const;

/** Files for search engines, answered by the server. */
export const SEO_FILES = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;
