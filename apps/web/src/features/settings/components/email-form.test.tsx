import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/mock-api';
import { EmailForm, type EmailLinkResult } from './email-form';
import { expectNotice, renderSection } from './settings-test-helpers';

const CHANGE = 'POST /api/auth/change-email';

async function open(routes: Parameters<typeof renderSection>[1] = {}, linkResult: EmailLinkResult = null) {
  const view = renderSection(<EmailForm currentEmail="jane@example.com" linkResult={linkResult} />, routes);
  const region = await screen.findByRole('region', { name: 'Email' });
  const send = async (value: string) => {
    if (value) await view.user.type(within(region).getByLabelText(/^New email/), value);
    await view.user.click(within(region).getByRole('button', { name: 'Send confirmation link' }));
  };
  return { ...view, region, send };
}

describe('EmailForm', () => {
  it('shows the current address', async () => {
    const { region } = await open();
    expect(within(region).getByText('jane@example.com')).toBeInTheDocument();
  });

  it.each([
    ['', 'Please fill in this field.'],
    ['not-an-address', 'Please enter a valid email address.'],
    ['Jane@Example.com', 'This is already your email address.'],
  ])('checks %j before sending', async (value, message) => {
    const { region, send, api } = await open();
    await send(value);
    await waitFor(() => expect(within(region).getByLabelText(/^New email/)).toHaveAccessibleDescription(message));
    expect(api.callsTo('POST', '/api/auth/change-email')).toHaveLength(0);
  });

  it('sends the link to the new address and tells the person to check that inbox', async () => {
    const { region, send, api } = await open({ [CHANGE]: () => jsonResponse({ status: true }) });
    await send(' new@example.com ');
    await expectNotice(
      region,
      'Check your new inbox: we sent a confirmation link to new@example.com. Your email changes when you open it.',
    );
    expect(api.callsTo('POST', '/api/auth/change-email')[0]?.body).toEqual({ newEmail: 'new@example.com' });
    expect(within(region).getByLabelText(/^New email/)).toHaveValue('');
  });

  it('reports a refusal', async () => {
    const { region, send } = await open({
      [CHANGE]: () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429),
    });
    await send('new@example.com');
    await expectNotice(
      region,
      'We could not send the confirmation link: Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it.each([
    ['changed', 'Your email address was changed.'],
    [
      'failed',
      'That confirmation link did not work: it may have expired or been used already. Ask for a new one below.',
    ],
  ] as const)('says how the confirmation link ended (%s)', async (result, text) => {
    const { region } = await open({}, result);
    await expectNotice(region, text);
  });
});
