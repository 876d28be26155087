import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, createCartStore, MAX_ITEM_QUANTITY, readStoredCart, totalItemsOf } from './cart-store';

const receptionist = { id: 'ai-receptionist-after-hours', title: 'After-Hours AI Receptionist' };
const reviews = { id: 'review-booster', title: 'Review Booster' };

const freshStore = () => {
  window.localStorage.clear();
  return createCartStore(window.localStorage);
};

describe('cart store (spec §4)', () => {
  it('adds an item with quantity 1 and opens the cart', () => {
    const store = freshStore();
    expect(store.getSnapshot()).toEqual({ items: [], isOpen: false });
    expect(store.add(receptionist)).toBe('added');
    expect(store.getSnapshot()).toEqual({ items: [{ ...receptionist, quantity: 1 }], isOpen: true });
  });

  it('adding an item already there changes nothing but still opens the cart', () => {
    const store = freshStore();
    store.add(receptionist);
    store.setQuantity(receptionist.id, 3);
    store.setOpen(false);
    expect(store.add(receptionist)).toBe('already-in-cart');
    expect(store.getSnapshot()).toEqual({ items: [{ ...receptionist, quantity: 3 }], isOpen: true });
  });

  it('removes an item whose quantity is set to 0 or less, and caps large quantities', () => {
    const store = freshStore();
    store.add(receptionist);
    store.add(reviews);
    store.setQuantity(reviews.id, 0);
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual([receptionist.id]);
    store.setQuantity(receptionist.id, -2);
    expect(store.getSnapshot().items).toEqual([]);
    store.add(reviews);
    store.setQuantity(reviews.id, 1000);
    expect(store.getSnapshot().items[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
    store.setQuantity(reviews.id, Number.NaN);
    expect(store.getSnapshot().items[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
  });

  it('counts total items as the sum of quantities, and clears', () => {
    const store = freshStore();
    store.add(receptionist);
    store.add(reviews);
    store.setQuantity(reviews.id, 4);
    expect(totalItemsOf(store.getSnapshot().items)).toBe(5);
    store.clear();
    expect(store.getSnapshot().items).toEqual([]);
    expect(totalItemsOf(store.getSnapshot().items)).toBe(0);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('persists the items, so a new page (a new store) finds them', () => {
    const store = freshStore();
    store.add(receptionist);
    store.add(reviews);
    store.setQuantity(reviews.id, 2);
    const reloaded = createCartStore(window.localStorage);
    expect(reloaded.getSnapshot()).toEqual({
      items: [
        { ...receptionist, quantity: 1 },
        { ...reviews, quantity: 2 },
      ],
      isOpen: false,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"x"}'],
    ['a zero quantity', JSON.stringify([{ id: 'x', title: 'X', quantity: 0 }])],
    ['a fractional quantity', JSON.stringify([{ id: 'x', title: 'X', quantity: 1.5 }])],
    ['a missing title', JSON.stringify([{ id: 'x', quantity: 1 }])],
    [
      'a duplicate id',
      JSON.stringify([
        { id: 'x', title: 'X', quantity: 1 },
        { id: 'x', title: 'X', quantity: 2 },
      ]),
    ],
  ])('ignores stored data with %s', (_label, raw) => {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(readStoredCart(window.localStorage)).toEqual([]);
    expect(createCartStore(window.localStorage).getSnapshot().items).toEqual([]);
  });

  it('works without storage (a server render)', () => {
    const store = createCartStore(undefined);
    expect(store.add(reviews)).toBe('added');
    expect(store.getSnapshot().items).toHaveLength(1);
  });

  it('picks up a change another tab made', () => {
    const store = freshStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().items.length));
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...reviews, quantity: 2 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(store.getSnapshot().items).toEqual([{ ...reviews, quantity: 2 }]);
    expect(seen).toEqual([1]);
    unsubscribe();
  });
});
