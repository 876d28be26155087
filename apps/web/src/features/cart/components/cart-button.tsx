import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCart } from '../cart-context';

/** Opens the cart drawer; shows the total number of items. */
export const CartButton = () => {
  const { t } = useTranslation('marketplace');
  const { totalItems, setOpen } = useCart();
  return (
    <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
      <ShoppingCart aria-hidden="true" />
      {t('cart.open', { count: totalItems })}
    </Button>
  );
};
