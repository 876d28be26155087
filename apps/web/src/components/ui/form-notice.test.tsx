import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormNotice } from './form-notice';

describe('FormNotice', () => {
  it('keeps both live regions in the page while there is nothing to say', () => {
    render(<FormNotice notice={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts an error in the alert region', () => {
    render(<FormNotice notice={{ tone: 'error', text: 'Please fill in all required fields' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each(['success', 'info'] as const)('puts a %s message in the status region', (tone) => {
    const { rerender } = render(<FormNotice notice={{ tone: 'error', text: 'Failed' }} />);
    rerender(<FormNotice notice={{ tone, text: 'Password reset link sent to your email!' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Password reset link sent to your email!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
