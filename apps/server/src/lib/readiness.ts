/**
 * Whether this instance should get new traffic. It stops being ready the moment shutdown begins, before the
 * listener closes, so a load balancer polling `/api/ready` takes it out while it still answers (decision 039).
 */
export interface Readiness {
  isDraining(): boolean;
  beginDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    isDraining: () => draining,
    beginDraining: () => {
      draining = true;
    },
  };
}
