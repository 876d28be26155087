export const BookingPopup = () => null;
