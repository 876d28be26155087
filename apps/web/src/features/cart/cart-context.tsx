import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { type CartItem, type CartState, type CartStore, createCartStore, EMPTY_CART, totalItemsOf } from './cart-store';

export interface CartContextValue extends CartState {
  /** Spec §4: the sum of the quantities. */
  totalItems: number;
  add: CartStore['add'];
  setQuantity: CartStore['setQuantity'];
  remove: CartStore['remove'];
  clearCart: CartStore['clear'];
  setOpen: CartStore['setOpen'];
}

const CartContext = createContext<CartStore | null>(null);

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Holds the cart for the whole app. Like AuthProvider, its value never changes (the cart is read through an external
 * store), so a server-rendered page hydrates with an empty cart and shows the stored one right after.
 */
export const CartProvider = ({ children, storage }: { children: ReactNode; storage?: Storage }) => {
  const [store] = useState(() => createCartStore(storage ?? browserStorage()));
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
};

export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY_CART);
  return useMemo(
    () => ({
      ...state,
      totalItems: totalItemsOf(state.items),
      add: store.add,
      setQuantity: store.setQuantity,
      remove: store.remove,
      clearCart: store.clear,
      setOpen: store.setOpen,
    }),
    [state, store],
  );
}

export type { CartItem };
