/**
 * A counter bumped by every demo-agent change in this process. The server-rendered /agents page keys its data by
 * it, so an admin's change shows on the next page load here; other processes catch up within their 5 s TTL.
 */
let version = 0;

export const demoAgentsVersion = (): number => version;

export const markDemoAgentsChanged = (): void => {
  version += 1;
};
