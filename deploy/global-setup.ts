import { ensureCompose } from '../scripts/ensure-compose.mjs';

/** `docker compose` or `docker-compose` is present before the compose tests run (installed when missing). */
export default function setup() {
  ensureCompose();
}
