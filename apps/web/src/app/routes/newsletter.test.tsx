import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf } from '@/features/blog/utils/test-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const CONFIRM = 'POST /api/newsletter/confirmations';
const UNSUBSCRIBE = 'POST /api/newsletter/unsubscribe';

const apiError = (code: string, status: number) => jsonResponse({ error: { code, message: code } }, status);

describe('the newsletter sign-up in the layout', { timeout: 20_000 }, () => {
  it('is in the footer of the pages', async () => {
    mockApi();
    renderApp('/pricing');
    const footer = await screen.findByRole('contentinfo');
    const signup = await within(footer).findByRole('form', { name: 'Newsletter' });
    expect(within(signup).getByLabelText('E-mail address')).toBeVisible();
    expect(within(signup).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/legal#privacy');
  });

  it('is beside the articles on /blog, and only there', async () => {
    mockApi({ routes: { 'GET /api/blog/posts': () => jsonResponse(listOf([])) } });
    renderApp('/blog');
    const aside = await screen.findByRole('complementary', { name: 'More from the blog' });
    expect(within(aside).getByRole('form', { name: 'Get new articles by e-mail' })).toBeVisible();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });
});

describe('/newsletter/confirm', { timeout: 20_000 }, () => {
  it('confirms with the link’s token on arrival, once, and says so', async () => {
    const api = mockApi({ routes: { [CONFIRM]: () => jsonResponse({ status: 'confirmed' }) } });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
    expect(api.callsTo('POST', '/api/newsletter/confirmations').map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('form', { name: 'Newsletter' })).toBeNull();
  });

  it.each([
    ['an unknown or used link', apiError('NEWSLETTER_LINK_INVALID', 404), 'This link is not valid', 'Read the blog'],
    ['an expired link', apiError('NEWSLETTER_LINK_EXPIRED', 410), 'This link has expired', 'Sign up again'],
    ['a server failure', apiError('INTERNAL_ERROR', 500), 'Your subscription could not be confirmed', 'Try again'],
  ])('explains %s', async (_case, answer, title, action) => {
    mockApi({ routes: { [CONFIRM]: () => answer.clone() } });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole(action === 'Try again' ? 'button' : 'link', { name: action })).toBeVisible();
  });

  it('does not send a link without a token', async () => {
    const api = mockApi();
    renderApp('/newsletter/confirm?token=%3Cscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    expect(api.callsTo('POST', '/api/newsletter/confirmations')).toHaveLength(0);
  });
});

describe('/newsletter/unsubscribe', { timeout: 20_000 }, () => {
  it('unsubscribes only when asked, with the link’s token', async () => {
    const api = mockApi({ routes: { [UNSUBSCRIBE]: () => jsonResponse({ status: 'unsubscribed' }) } });
    const { user } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' });
    expect(screen.getByText(/stop receiving the Receptiva newsletter/)).toBeVisible();
    expect(api.callsTo('POST', '/api/newsletter/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    const [call] = api.callsTo('POST', '/api/newsletter/unsubscribe');
    expect(call!.url.searchParams.get('token')).toBe(TOKEN);
    expect(call!.body).toBeNull();
  });

  it('says so when the link matches nothing, and keeps the button when the server fails', async () => {
    let answer = apiError('INTERNAL_ERROR', 500);
    mockApi({ routes: { [UNSUBSCRIBE]: () => answer.clone() } });
    const { user } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you just now.');

    answer = apiError('NEWSLETTER_LINK_INVALID', 404);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  });
});
