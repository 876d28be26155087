import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './cart-context';
import { CART_STORAGE_KEY } from './cart-store';
import { CartDrawer } from './components/cart-drawer';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <CartProvider>{children}</CartProvider>
  </MemoryRouter>
);

/** A stand-in for an add-to-cart button. */
const Add = () => {
  const { add } = useCart();
  return (
    <button type="button" onClick={() => add({ id: 'review-booster', title: 'Review Booster' })}>
      add
    </button>
  );
};

describe('useCart', () => {
  it('throws outside its provider, like useAuth', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('exposes the total items and clearCart for the checkout to call after a paid order', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      result.current.add({ id: 'review-booster', title: 'Review Booster' });
      result.current.add({ id: 'website-chat-agent', title: 'Website Chat Agent' });
      result.current.setQuantity('website-chat-agent', 3);
    });
    expect(result.current.totalItems).toBe(4);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
    act(() => result.current.clearCart());
    expect(result.current.items).toEqual([]);
    expect(result.current.totalItems).toBe(0);
  });
});

describe('CartDrawer', () => {
  it('opens on add, changes quantities (down to removal) and clears', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Add />
        <CartDrawer />
      </>,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'add' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(drawer).toHaveTextContent('Total items: 1');
    expect(screen.getByRole('button', { name: 'Close cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'add' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'add' }));
    await screen.findByRole('dialog', { name: 'Your cart' });
    const drawerNow = screen.getByRole('dialog', { name: 'Your cart' });
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Review Booster' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Review Booster' })).toHaveValue(2);
    expect(drawerNow).toHaveTextContent('Total items: 2');
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Review Booster' }));
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Review Booster' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(drawerNow).toHaveTextContent('Total items: 0');
  });
});
