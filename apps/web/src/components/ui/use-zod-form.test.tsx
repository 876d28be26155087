import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { FormField } from './form-field';
import { FormNotice, type FormNoticeMessage } from './form-notice';
import { Input } from './input';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address.'),
  name: z.string().trim().min(2, 'Enter at least 2 characters.'),
});

type Send = (values: z.output<typeof schema>) => Promise<void>;

/** A form built the way the app's forms are: the schema, the fields, the notice and the submit button. */
const ContactForm = ({ send }: { send: Send }) => {
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const { register, handleSubmit, formState, showServerErrors } = useZodForm(schema, {
    defaultValues: { email: '', name: '' },
  });
  const onSubmit = async (values: z.output<typeof schema>) => {
    try {
      await send(values);
      setNotice({ tone: 'success', text: 'Sent!' });
    } catch (error) {
      const marked = showServerErrors(error, { fullName: { field: 'name', message: 'This name was refused.' } });
      setNotice({ tone: 'error', text: marked > 0 ? 'Check the marked fields.' : 'Something went wrong.' });
    }
  };
  const { errors } = formState;
  return (
    <form noValidate aria-label="Contact" onSubmit={handleSubmit(onSubmit)}>
      <FormField id="email" label="Email" required error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </FormField>
      <FormField id="name" label="Name" required error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormNotice notice={notice} />
      <SubmitButton isPending={formState.isSubmitting} pendingLabel="Sending...">
        Send
      </SubmitButton>
    </form>
  );
};

const setup = (send: Send) => {
  const user = userEvent.setup();
  render(<ContactForm send={send} />);
  const email = screen.getByRole('textbox', { name: 'Email' });
  const name = screen.getByRole('textbox', { name: 'Name' });
  return { user, email, name, submit: () => user.click(screen.getByRole('button', { name: 'Send' })) };
};

describe('useZodForm', () => {
  it('checks the fields with the schema: messages on the fields, focus on the first, nothing sent', async () => {
    const send = vi.fn<Send>();
    const { user, email, name, submit } = setup(send);

    await submit();

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(name).toHaveAccessibleDescription('Enter at least 2 characters.');
    expect(email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.type(email, 'jane@');
    await submit();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
  });

  it("hands over the schema's output, with the button busy until the answer", async () => {
    let answer = () => {};
    const send = vi.fn<Send>(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user, email, name, submit } = setup(send);

    await user.type(email, '  jane@example.com ');
    await user.type(name, ' Jane ');
    await submit();

    expect(send).toHaveBeenCalledWith({ email: 'jane@example.com', name: 'Jane' });
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sent!');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's field errors on the fields: by the form's names, or through the map", async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', {
        email: 'This address is already registered.',
        fullName: 'Too long',
        referrer: 'Unknown referrer',
      });
    });
    const { user, email, name, submit } = setup(send);

    await user.type(email, 'jane@example.com');
    await user.type(name, 'Jane');
    await submit();

    await waitFor(() => expect(email).toHaveAccessibleDescription('This address is already registered.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This name was refused.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the marked fields.');
  });

  it('marks nothing for an answer without field errors, so the form can say something else', async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests');
    });
    const { user, email, name, submit } = setup(send);

    await user.type(email, 'jane@example.com');
    await user.type(name, 'Jane');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});
