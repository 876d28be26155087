import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DATA_SLOT, HiddenContext, Untranslated, WithUntranslated } from './accessible-text';

describe('HiddenContext', () => {
  it('follows the visible text in the accessible name, separated by a space, without showing', () => {
    render(
      <button type="button">
        Add to cart<HiddenContext>(Review Booster)</HiddenContext>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to cart (Review Booster)' })).toBeInTheDocument();
    expect(screen.getByText('(Review Booster)')).toHaveClass('sr-only');
  });
});

describe('Untranslated', () => {
  it('marks product data as English with its own direction', () => {
    render(
      <p dir="rtl" lang="ar">
        <Untranslated>After-Hours AI Receptionist</Untranslated>
      </p>,
    );
    const data = screen.getByText('After-Hours AI Receptionist');
    expect(data.tagName).toBe('SPAN');
    expect(data).toHaveAttribute('lang', 'en');
    expect(data).toHaveAttribute('dir', 'auto');
  });

  it('marks the data inside a translated sentence, and leaves a sentence without it as it is', () => {
    const { rerender } = render(
      <h2>
        <WithUntranslated text={`يتحدث إلى ${DATA_SLOT} الآن`} data="Dental front desk" />
      </h2>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('يتحدث إلى Dental front desk الآن');
    expect(screen.getByText('Dental front desk')).toHaveAttribute('lang', 'en');

    rerender(
      <h2>
        <WithUntranslated text="Talk to our AI receptionist" data="Dental front desk" />
      </h2>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Talk to our AI receptionist');
    expect(screen.queryByText('Dental front desk')).toBeNull();
  });
});
