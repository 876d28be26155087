/**
 * An analytics event name: a letter, then letters, digits, _ or -, at most 64 characters. In its own zod-free module
 * so the web checks names without pulling zod into its first-load bundle (`@receptiva/shared/analytics-event-name`).
 */
export const ANALYTICS_EVENT_NAME = /^[A-Za-z][\w-]{0,63}$/;
