import { useTranslation } from 'react-i18next';
import { showNotice } from '@/lib/notifier';
import { useCart } from '../cart-context';
import type { CartItem } from '../cart-store';

/** Adds to the cart, which opens its drawer, and says what happened (spec §8: 'Added to cart' / 'Already in cart'). */
export function useAddToCart(): (item: Pick<CartItem, 'id' | 'title'>) => void {
  const { t } = useTranslation('marketplace');
  const { add } = useCart();
  return (item) => {
    const outcome = add(item);
    if (outcome === 'added') showNotice('success', t('cart.added'), { slot: 'cart-notice' });
    else showNotice('info', t('cart.alreadyInCart'), { slot: 'cart-notice' });
  };
}
