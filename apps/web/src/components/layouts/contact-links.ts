/** `https://wa.me/<digits>?text=<message>`: the chat opens with the prefilled message (spec §2 footer). */
export const whatsappHref = (number: string, message: string): string => {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message.trim() ? `${base}?text=${encodeURIComponent(message)}` : base;
};

/** `tel:` keeps only the leading plus and the digits of a displayed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
