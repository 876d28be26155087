import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The /auth form currently shown, found by its heading (the form is labelled by it). */
export const authForm = (heading: string) => screen.getByRole('form', { name: heading });

/** Types into fields found by accessible name (required markers are aria-hidden, so names are plain). */
export async function fillFields(user: UserEvent, form: HTMLElement, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(new RegExp(`^${name}\\*?$`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

export async function submit(user: UserEvent, form: HTMLElement, button: string): Promise<void> {
  await user.click(within(form).getByRole('button', { name: button }));
}

/** A message is shown inline in the form's live region and as a toast. */
export async function expectMessage(form: HTMLElement, text: string): Promise<void> {
  const inline = await within(form).findByText(text);
  expect(inline.closest('[aria-live]')).not.toBeNull();
  // The toast arrives a moment later: the notifier mounts with the first notice.
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
}
