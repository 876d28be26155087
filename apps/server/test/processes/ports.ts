/**
 * The ports the process tests listen on: one block per test file, so that files running in parallel never meet.
 * PROCESS_TEST_PORT_BASE moves the whole block (10 ports) where a machine has these taken.
 */
const base = Number(process.env.PROCESS_TEST_PORT_BASE ?? 4710);

export const PROCESS_TEST_PORTS = {
  shutdown: base,
  processA: base + 1,
  processB: base + 2,
  twoProcessesSmtp: base + 3,
  crashServer: base + 4,
  crashSmtp: base + 5,
  crashHangingSmtp: base + 6,
} as const;
