import { ShoppingCart, X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useCart } from '../cart-context';
import type { CartItem } from '../cart-store';
import { CartItemRow, type CartLineTitle } from './cart-item-row';

interface CartDrawerProps {
  /** What a line costs, when the page knows (members' prices); nothing is shown otherwise. */
  renderLinePrice?: (item: CartItem) => ReactNode;
  /** The line's title in the page's language, when the page knows the service; the title stored at adding otherwise. */
  titleOf?: (item: CartItem) => CartLineTitle | null;
}

/** Spec §2 Cart: the drawer listing the items, opened when an item is added; clear and checkout at its foot. */
export const CartDrawer = ({ renderLinePrice, titleOf }: CartDrawerProps) => {
  const { t } = useTranslation('marketplace');
  const cart = useCart();
  // The drawer usually opens from an add-to-cart button rather than a Radix trigger: give focus back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Sheet open={cart.isOpen} onOpenChange={cart.setOpen}>
      <SheetContent
        width="wide"
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo.current?.isConnected) {
            event.preventDefault();
            returnFocusTo.current.focus();
          }
        }}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-100 ps-4 pe-2">
          <ShoppingCart aria-hidden="true" className="size-5 text-primary-600" />
          <div className="me-auto">
            <SheetTitle>{t('cart.title')}</SheetTitle>
            <SheetDescription className="text-xs text-slate-600">
              {t('cart.totalItems', { count: cart.totalItems })}
            </SheetDescription>
          </div>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('cart.close')}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </SheetClose>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
          {cart.items.length === 0 ? (
            <p className="py-10 text-center text-slate-600">{t('cart.empty')}</p>
          ) : (
            <ul aria-label={t('cart.itemsLabel')} className="grid gap-3">
              {cart.items.map((item) => (
                <li key={item.id}>
                  <CartItemRow item={item} price={renderLinePrice?.(item)} title={titleOf?.(item) ?? undefined} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {cart.items.length > 0 ? (
          <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-slate-100 bg-slate-50/80 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button variant="outline" onClick={cart.clearCart}>
              {t('cart.clear')}
            </Button>
            <Button asChild>
              <Link to={paths.checkout.getHref()} onClick={() => cart.setOpen(false)}>
                {t('cart.checkout')}
              </Link>
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
};
