import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { NewsletterSignup } from './newsletter-signup';

const SUBSCRIBE = 'POST /api/newsletter/subscriptions';

const renderSignup = () => renderRoutes([{ path: '/', element: <NewsletterSignup /> }]);
const form = () => screen.getByRole('form', { name: 'Get new articles by e-mail' });
const emailField = () => within(form()).getByLabelText('E-mail address');
const subscribeButton = () => within(form()).getByRole('button', { name: 'Subscribe' });

/** An answer the test releases when it wants, to see the state in between. */
function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

describe('newsletter sign-up', () => {
  it('goes from not subscribed to subscribing to the thank-you, sending the address and the page language', async () => {
    const held = heldAnswer();
    const api = mockApi({ routes: { [SUBSCRIBE]: () => held.answer } });
    const { user } = renderSignup();

    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('dir', 'ltr');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    await user.type(emailField(), '  jane@example.com ');
    await user.click(subscribeButton());

    const pending = within(form()).getByRole('button', { name: 'Subscribing...' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);

    held.release(jsonResponse({ accepted: true }, 202));
    const thanks = await screen.findByText('Thank you for subscribing!');
    expect(thanks).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Get new articles by e-mail' })).toHaveTextContent('jane@example.com');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.callsTo('POST', '/api/newsletter/subscriptions')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/newsletter/subscriptions')[0]!.body).toEqual({
      email: 'jane@example.com',
      locale: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(emailField()).toHaveValue('');
    expect(emailField()).toHaveFocus();
  });

  it('says what is wrong with the address at the field, in the page language, and sends nothing', async () => {
    const api = mockApi({ routes: { [SUBSCRIBE]: () => jsonResponse({ accepted: true }, 202) } });
    const { user } = renderSignup();

    await user.click(subscribeButton());
    expect(await within(form()).findByText('Enter your e-mail address.')).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'jane@example');
    await user.click(subscribeButton());
    expect(await within(form()).findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    expect(api.callsTo('POST', '/api/newsletter/subscriptions')).toHaveLength(0);
  });

  it('shows the server’s refusal of the address at the field', async () => {
    mockApi({
      routes: {
        [SUBSCRIBE]: () =>
          jsonResponse(
            { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: 'Invalid email address' } } },
            400,
          ),
      },
    });
    const { user } = renderSignup();
    await user.type(emailField(), 'jane@example.com');
    await user.click(subscribeButton());
    expect(await within(form()).findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the form and the address when the server refuses, with a message for the whole form', async () => {
    let status = 429;
    mockApi({
      routes: {
        [SUBSCRIBE]: () =>
          jsonResponse({ error: { code: status === 429 ? 'RATE_LIMITED' : 'INTERNAL_ERROR', message: 'x' } }, status),
      },
    });
    const { user } = renderSignup();
    await user.type(emailField(), 'jane@example.com');
    await user.click(subscribeButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Too many sign-ups from here. Please wait a few minutes and try again.',
    );
    expect(emailField()).toHaveValue('jane@example.com');

    status = 500;
    await user.click(subscribeButton());
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'We could not sign you up just now. Please try again.',
      ),
    );
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
  });
});
