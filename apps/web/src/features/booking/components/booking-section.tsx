export const BookingSection = () => null;
