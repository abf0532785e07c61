// The server's own state as a load balancer sees it: ready for traffic, or draining before exit.

export interface Lifecycle {
  /** True once shutdown began: readiness answers 503 so no new traffic is sent here. */
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
