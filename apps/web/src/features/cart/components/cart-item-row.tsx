import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductText } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { useCart } from '../cart-context';
import { type CartItem, MAX_ITEM_QUANTITY } from '../cart-store';

/** A service's title and the language it is in. */
export interface CartLineTitle {
  title: string;
  lang: string;
}

interface CartItemRowProps {
  item: CartItem;
  price?: ReactNode;
  /** The service's current title in the page's language; without it, the title stored when it was added. */
  title?: CartLineTitle;
}

/** One line of the cart: title, price when known, and the quantity (0 or less removes it, spec §4). */
export const CartItemRow = ({ item, price, title: shown }: CartItemRowProps) => {
  const { t } = useTranslation('marketplace');
  // A service no longer listed keeps the title stored when it was added, marked English as product data was before.
  const { title, lang } = shown ?? { title: item.title, lang: 'en' };
  const { setQuantity, remove } = useCart();
  const quantityId = `cart-quantity-${item.id}`;
  return (
    <div className="rounded-xl bg-white p-3 shadow-xs ring-1 ring-slate-200">
      <div className="flex items-start gap-2">
        <p className="me-auto text-sm font-semibold text-slate-900">
          <ProductText lang={lang}>{title}</ProductText>
        </p>
        <Button variant="ghost" size="iconXs" aria-label={t('cart.remove', { title })} onClick={() => remove(item.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <Button
          variant="outline"
          size="iconXs"
          aria-label={t('cart.decrease', { title })}
          onClick={() => setQuantity(item.id, item.quantity - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <label htmlFor={quantityId} className="sr-only">
          {t('cart.quantityOf', { title })}
        </label>
        <input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ITEM_QUANTITY}
          value={item.quantity}
          onChange={(event) => {
            if (event.target.value !== '') setQuantity(item.id, event.target.valueAsNumber);
          }}
          className="h-8 w-14 rounded-md border border-slate-300 bg-white text-center text-sm focus-visible:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/25 focus-visible:outline-none"
        />
        <Button
          variant="outline"
          size="iconXs"
          aria-label={t('cart.increase', { title })}
          disabled={item.quantity >= MAX_ITEM_QUANTITY}
          onClick={() => setQuantity(item.id, item.quantity + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
        {price ? <span className="ms-auto text-sm font-semibold text-slate-900">{price}</span> : null}
      </div>
    </div>
  );
};
