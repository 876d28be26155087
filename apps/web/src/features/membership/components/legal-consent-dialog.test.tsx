import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { LegalConsentDialog } from './legal-consent-dialog';

/** jsdom lays nothing out: give every element a 1000 px document in a 250 px window. */
const geometry = { scrollHeight: 1000, clientHeight: 250 };
const saved = Object.fromEntries(
  Object.keys(geometry).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(geometry)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  }
});

const Host = ({ onConsent }: { onConsent: (email: string) => Promise<void> }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <LegalConsentDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onConsent={onConsent}
        planName="Annual Membership"
        amount={649_700}
      />
    </>
  );
};

function setup(me: ReturnType<typeof makeMe> | null, onConsent = vi.fn(async () => {})) {
  mockApi({ me });
  const view = renderRoutes([{ path: '/', element: <Host onConsent={onConsent} /> }]);
  return { ...view, onConsent };
}

const documentRegion = () => screen.getByRole('region', { name: 'Membership terms' });
const agreement = () => screen.getByRole('checkbox');
const proceed = () => screen.getByRole('button', { name: /I Agree - Proceed to Payment|Creating Receipt/ });
const cancel = () => screen.getByRole('button', { name: 'Cancel' });
const scrollTo = (top: number) => {
  const region = documentRegion();
  region.scrollTop = top;
  fireEvent.scroll(region);
};

describe('LegalConsentDialog', () => {
  it('unlocks the agreement at 75% scrolled, keeps it, and needs an e-mail containing @ when signed out', async () => {
    const { user, onConsent } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(await screen.findByText('Annual Membership')).toBeInTheDocument();
    expect(screen.getByText('$6,497.00')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail for your receipt');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    expect(agreement()).toBeDisabled();
    expect(proceed()).toBeDisabled();
    scrollTo(499); // (499 + 250) / 1000 < 75%
    expect(agreement()).toBeDisabled();
    scrollTo(500); // exactly 75%
    expect(agreement()).toBeEnabled();
    scrollTo(0);
    expect(agreement()).toBeEnabled();

    await user.click(agreement());
    expect(proceed()).toBeDisabled();
    await user.type(email, 'jane.example.com');
    expect(proceed()).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'jane@example.com');
    expect(proceed()).toBeEnabled();
    await user.click(agreement());
    expect(proceed()).toBeDisabled();
    await user.click(agreement());
    await user.click(proceed());
    expect(onConsent).toHaveBeenCalledWith('jane@example.com');
  });

  it('shows the document parts, the legal links and the version note; the document is in the tab order', async () => {
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await screen.findByText('Annual Membership');
    for (const [name, href] of [
      ['Terms of Service', '/legal#terms'],
      ['Payment Policy', '/legal#payment'],
      ['Privacy Policy', '/legal#privacy'],
    ] as const) {
      // In a new tab, so that reading the terms keeps the dialog and its progress.
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    for (const heading of ['Payment terms', 'Key legal terms', 'Critical information', 'Arbitration agreement']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Last Updated: January 2025 | Document Version 2.1')).toBeInTheDocument();
    // Keyboard scrolling: the region takes focus, so arrow keys and Page Down scroll it (a scroll event either way).
    expect(documentRegion()).toHaveAttribute('tabindex', '0');
    documentRegion().focus();
    expect(documentRegion()).toHaveFocus();
    await user.keyboard('{PageDown}');
    scrollTo(750);
    expect(agreement()).toBeEnabled();
  });

  it('disables both buttons and reads Creating Receipt... while working, until a failure; uses the account e-mail', async () => {
    let fail: () => void = () => {};
    const onConsent = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('x')))));
    const { user } = setup(makeMe({ isMember: false }), onConsent);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open terms' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await screen.findByText('Annual Membership');
    await waitFor(() => expect(screen.queryByLabelText('E-mail for your receipt')).not.toBeInTheDocument());
    scrollTo(800);
    await user.click(agreement());
    await user.click(proceed());
    expect(onConsent).toHaveBeenCalledWith('jane@example.com');
    expect(proceed()).toHaveTextContent('Creating Receipt...');
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAttribute('aria-busy', 'true');
    expect(cancel()).toBeDisabled();
    expect(agreement()).toBeDisabled();
    // A failure (the caller has shown its toast) makes the dialog usable again.
    await act(async () => fail());
    expect(proceed()).toHaveTextContent('I Agree - Proceed to Payment');
    expect(proceed()).toBeEnabled();
  });

  it('proceeds with Enter in the e-mail field, once the terms are read and agreed to', async () => {
    const { user, onConsent } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await screen.findByText('Annual Membership');
    const email = screen.getByLabelText('E-mail for your receipt');
    await user.type(email, 'jane@example.com{Enter}');
    expect(onConsent).not.toHaveBeenCalled();

    scrollTo(800);
    await user.click(agreement());
    await user.type(email, '{Enter}');
    expect(onConsent).toHaveBeenCalledTimes(1);
    expect(onConsent).toHaveBeenCalledWith('jane@example.com');
  });

  it('resets its state whenever it opens', async () => {
    const { user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await screen.findByText('Annual Membership');
    scrollTo(900);
    await user.click(agreement());
    await user.type(screen.getByLabelText('E-mail for your receipt'), 'jane@example.com');
    await user.click(cancel());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await screen.findByText('Annual Membership');
    expect(agreement()).not.toBeChecked();
    expect(agreement()).toBeDisabled();
    expect(screen.getByLabelText('E-mail for your receipt')).toHaveValue('');
    expect(proceed()).toBeDisabled();
  });
});
