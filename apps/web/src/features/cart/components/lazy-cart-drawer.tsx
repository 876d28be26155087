import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useCart } from '../cart-context';
import type { CartDrawer as CartDrawerComponent } from './cart-drawer';

/** The drawer (Radix dialog) is not part of the page's first load: visitors never open it. */
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/** Loads the cart drawer when it first opens; it then stays mounted (closed). */
export const LazyCartDrawer = (props: ComponentProps<typeof CartDrawerComponent>) => {
  const { isOpen } = useCart();
  const [isLoaded, setLoaded] = useState(isOpen);
  if (isOpen && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer {...props} />
    </Suspense>
  );
};
