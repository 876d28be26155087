/**
 * better-auth logs a WARN line through console.warn for every refused sign-in or unknown reset address; the tests
 * provoke those on purpose and assert the answers, so the lines are dropped here. Anything else still prints.
 */
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('[Better Auth]:')) return;
  warn(...args);
};
