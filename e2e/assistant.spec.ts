import { createConfirmedAccount, DEMO, DEMO_PASSWORD, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 15, item 6, through the UI in Chromium: a member asks the AI assistant (offline: full-text retrieval over the
// site's own knowledge) and gets an answer with cited sources; a team member without AI access learns how to get it.

const QUESTION = 'how do I connect my calendar?';

test('a member asks “how do I connect my calendar?” and gets an answer with a cited source link', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Open the assistant' }).click();
  await expect(page).toHaveURL(at('/dashboard/assistant'));
  await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'AI assistant' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/Offline mode/)).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(QUESTION);
  await box.press('Enter');

  const conversation = page.getByRole('region', { name: 'Conversation' });
  const answer = conversation.getByRole('article').filter({ hasText: 'Here is what the site’s own guides say' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(/calendar/i);
  const sources = answer.getByRole('list', { name: 'Sources' }).getByRole('link');
  await expect(sources.first()).toBeVisible();
  const href = await sources.first().getAttribute('href');
  // The DIY guide's calendar step is the best passage for this question.
  expect(href).toBe('/diy-onboarding#connect-calendar');
  await expect(page.getByRole('status').filter({ hasText: 'The assistant answered.' })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  // The conversation is kept: it is in the history after a reload, with its answer and sources.
  await page.reload();
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: QUESTION }).first().click();
  await expect(conversation.getByRole('list', { name: 'Sources' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/assistant with an answer');

  // A cited source opens its page.
  await conversation.getByRole('list', { name: 'Sources' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(
    (url) => href !== null && `${url.pathname}${url.search}${url.hash}`.startsWith(href.split('#')[0]!),
  );
  await close();
});

test('the assistant is right to left in Arabic', async ({ browser, baseURL }) => {
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/dashboard/assistant?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المساعد الذكي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'سؤالك' })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/assistant in Arabic');
  await close();
});

test('a team member without AI-assistant access sees what it is and how to get it', async ({
  browser,
  baseURL,
  request,
}) => {
  const teammate = newAccount('no-ai');
  await createConfirmedAccount(request, baseURL!, teammate);
  const owner = await axePage(browser, { baseURL });
  await signIn(owner.page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  const added = await owner.page.request.post('/api/team', {
    data: { firstName: teammate.firstName, lastName: teammate.lastName, email: teammate.email, hasAiAccess: false },
  });
  expect(added.status(), await added.text()).toBe(201);
  await owner.close();

  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, teammate.email, teammate.password, '/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'AI assistant' }).click();
  await expect(page.getByRole('heading', { name: 'The AI assistant comes with membership' })).toBeVisible();
  await expect(page.getByText(/answers questions about setting up and using your voice agent/)).toBeVisible();
  await expect(page.getByText(/Ask them to turn on AI assistant access/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/dashboard/assistant without access');
  // The server agrees: the API refuses them with a code the page translates.
  const refused = await page.request.get('/api/assistant/conversations');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('ASSISTANT_ACCESS_REQUIRED');
  await close();
});
