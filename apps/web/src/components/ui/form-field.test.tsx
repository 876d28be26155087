import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

describe('FormField', () => {
  it('labels its control; the required marker is not part of the name', () => {
    render(
      <FormField id="email" label="Email" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out aria-required when the field is optional', () => {
    render(
      <FormField id="message" label="Message">
        <Textarea />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('describes the control by its error, then its hint, and marks it invalid', () => {
    const { rerender } = render(
      <FormField id="when" label="Preferred time" hint="In your time zone">
        <Input type="datetime-local" />
      </FormField>,
    );
    const input = screen.getByLabelText('Preferred time');
    expect(input).toHaveAccessibleDescription('In your time zone');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(
      <FormField id="when" label="Preferred time" hint="In your time zone" error="Choose a date and time.">
        <Input type="datetime-local" />
      </FormField>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'when-error when-hint');
    expect(input).toHaveAccessibleDescription('Choose a date and time. In your time zone');
  });

  it('keeps what the control sets itself and works with a select', () => {
    render(
      <FormField id="type" label="Business type" required error="Choose your business type.">
        <NativeSelect aria-describedby="extra" defaultValue="">
          <option value="">Choose…</option>
        </NativeSelect>
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Business type' });
    expect(select.getAttribute('aria-describedby')?.split(' ')).toEqual(
      expect.arrayContaining(['extra', 'type-error']),
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Input', () => {
  it.each(['email', 'tel', 'password', 'url'])('writes %s values left to right, aligned to the page start', (type) => {
    const { container } = render(<Input type={type} />);
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveClass('rtl:text-right');
  });

  it.each(['text', 'search', 'number', 'datetime-local'])('lets %s values follow the page direction', (type) => {
    const { container } = render(<Input type={type} />);
    expect(container.querySelector('input')).not.toHaveAttribute('dir');
  });

  it('takes an explicit direction', () => {
    const { container } = render(<Input type="email" dir="auto" />);
    expect(container.querySelector('input')).toHaveAttribute('dir', 'auto');
  });
});
