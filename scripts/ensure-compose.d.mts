/** The compose command of this machine, as [command, ...leading arguments], or null. */
export function findCompose(): string[] | null;
/** The compose command, installing Debian's docker-compose when none is found. */
export function ensureCompose(): string[];
