import { describe, expect, it } from 'vitest';
import { BOOKING_POPUP_SHOWN_KEY } from '@/features/booking/hooks/use-booking-popup';
import { CART_STORAGE_KEY } from '@/features/cart/cart-store';
import { DASHBOARD_VIEW_STORAGE_KEY } from '@/features/dashboard/hooks/use-dashboard';
import { FIRST_PARTY_STORAGE } from '@/features/legal/content/site-storage';

describe('/legal privacy list', () => {
  // The legal feature cannot import other features, so it writes their storage keys out: they must stay the same.
  it('names the storage keys other features actually use', () => {
    const listed = FIRST_PARTY_STORAGE.map((item) => `${item.kind}:${item.name}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        `localStorage:${CART_STORAGE_KEY}`,
        `localStorage:${DASHBOARD_VIEW_STORAGE_KEY}`,
        `sessionStorage:${BOOKING_POPUP_SHOWN_KEY}`,
      ]),
    );
  });
});
