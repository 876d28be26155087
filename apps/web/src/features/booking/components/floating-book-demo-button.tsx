/** Placeholder until the booking helper lands it. */
export const FloatingBookDemoButton = () => null;
