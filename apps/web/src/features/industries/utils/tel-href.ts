/** A `tel:` link for a displayed phone number: only digits and a leading-style `+` survive. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
