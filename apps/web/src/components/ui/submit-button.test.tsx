import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form while idle, with its icon before the label', () => {
    render(
      <SubmitButton isPending={false} pendingLabel="Signing in..." icon={<svg data-testid="icon" />}>
        Sign In
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('while pending: disabled, busy, a spinner in place of the icon, and the pending label', () => {
    render(
      <SubmitButton isPending pendingLabel="Signing in..." icon={<svg data-testid="icon" />}>
        Sign In
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can also be disabled while idle', () => {
    render(
      <SubmitButton isPending={false} pendingLabel="Creating Receipt..." disabled>
        I Agree - Proceed to Payment
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'I Agree - Proceed to Payment' })).toBeDisabled();
  });
});
