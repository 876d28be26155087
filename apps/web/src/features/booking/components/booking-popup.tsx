import { Suspense, useState } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { useBookingPopup } from '../hooks/use-booking-popup';

const BookingPopupDialog = lazyPage(() => import('./booking-popup-dialog'), 'BookingPopupDialog');

/**
 * Spec §2: the booking popup, opened once per visit 15 s after the home page loads (mount it on the home page), or
 * on request (`openBookingPopup`; pages other than home mount it with `autoOpen={false}`).
 * The dialog's code loads when it first opens, and it stays mounted (closed) after that.
 */
export const BookingPopup = ({ autoOpen = true }: { autoOpen?: boolean }) => {
  const { isOpen, setIsOpen } = useBookingPopup({ autoOpen });
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <BookingPopupDialog open={isOpen} onOpenChange={setIsOpen} />
    </Suspense>
  );
};
