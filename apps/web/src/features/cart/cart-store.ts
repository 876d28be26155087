/** Spec §3: a cart item is an id (the service slug), a title and a quantity starting at 1. */
export interface CartItem {
  id: string;
  title: string;
  quantity: number;
}

export interface CartState {
  items: readonly CartItem[];
  /** Whether the cart drawer is open (spec §2: adding an item opens it). */
  isOpen: boolean;
}

export type AddOutcome = 'added' | 'already-in-cart';

export interface CartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartState;
  /** Spec §4: adds with quantity 1, or leaves an item already there as it is; either way the cart opens. */
  add(item: Pick<CartItem, 'id' | 'title'>): AddOutcome;
  /** Spec §4: a quantity of 0 or less removes the item. */
  setQuantity(id: string, quantity: number): void;
  remove(id: string): void;
  /** Empties the cart; checkout calls it once an order is paid. */
  clear(): void;
  setOpen(isOpen: boolean): void;
}

export const CART_STORAGE_KEY = 'receptiva.cart';
export const MAX_ITEM_QUANTITY = 99;
const MAX_ITEMS = 50;

export const EMPTY_CART: CartState = { items: [], isOpen: false };

const isStoredItem = (value: unknown): value is CartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, quantity } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.length >= 1 &&
    id.length <= 80 &&
    typeof title === 'string' &&
    title.length >= 1 &&
    title.length <= 200 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_ITEM_QUANTITY
  );
};

/**
 * A stored cart is at most MAX_ITEMS valid items with distinct ids. Checked by hand: the cart is on every page, and
 * zod would add its whole runtime to every page's first load.
 */
const isStoredCart = (value: unknown): value is CartItem[] =>
  Array.isArray(value) &&
  value.length <= MAX_ITEMS &&
  value.every(isStoredItem) &&
  new Set(value.map((item) => item.id)).size === value.length;

/** The stored items, or none when the stored value is missing, unreadable or not a valid cart. */
export function readStoredCart(storage: Storage | undefined): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return isStoredCart(parsed) ? parsed.map(({ id, title, quantity }) => ({ id, title, quantity })) : [];
  } catch {
    return [];
  }
}

function writeStoredCart(storage: Storage | undefined, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) storage?.removeItem(CART_STORAGE_KEY);
    else storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page.
  }
}

export const totalItemsOf = (items: readonly CartItem[]): number =>
  items.reduce((total, item) => total + item.quantity, 0);

/**
 * The cart as an external store over localStorage. Items are read on first use (never in a server render, where
 * there is no storage) and written on every change; another tab's change is picked up through the storage event.
 */
export function createCartStore(storage: Storage | undefined): CartStore {
  const listeners = new Set<() => void>();
  let state: CartState | undefined;

  const current = (): CartState => {
    state ??= { items: readStoredCart(storage), isOpen: false };
    return state;
  };
  const update = (next: CartState, persist: boolean) => {
    state = next;
    if (persist) writeStoredCart(storage, next.items);
    for (const listener of listeners) listener();
  };
  const setItems = (items: CartItem[]) => update({ ...current(), items }, true);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    update({ ...current(), items: readStoredCart(storage) }, false);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: current,
    add(item) {
      const { items } = current();
      if (items.some((existing) => existing.id === item.id)) {
        update({ items, isOpen: true }, false);
        return 'already-in-cart';
      }
      update({ items: [...items, { id: item.id, title: item.title, quantity: 1 }], isOpen: true }, true);
      return 'added';
    },
    setQuantity(id, quantity) {
      if (Number.isNaN(quantity)) return;
      const { items } = current();
      if (quantity <= 0) return setItems(items.filter((item) => item.id !== id));
      const next = Math.min(Math.floor(quantity), MAX_ITEM_QUANTITY);
      setItems(items.map((item) => (item.id === id ? { ...item, quantity: next } : item)));
    },
    remove(id) {
      setItems(current().items.filter((item) => item.id !== id));
    },
    clear() {
      setItems([]);
    },
    setOpen(isOpen) {
      update({ ...current(), isOpen }, false);
    },
  };
}
