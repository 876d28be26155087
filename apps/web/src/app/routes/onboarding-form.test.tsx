import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessProfileAnswer } from '@/testing/dashboard-fixtures';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const sent = () =>
  jsonResponse({ id: '00000000-0000-4000-8000-000000000009', email: 'g@example.com', isLinked: false }, 201);

describe('/onboarding-form', () => {
  // Typing a long form takes a while on a busy machine.
  it('checks each required field as a guest, sends the answers, and thanks with what happens next', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({ routes: { 'POST /api/onboarding-form': sent } });
    renderApp('/onboarding-form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboarding form' }, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the onboarding form' }));
    // The schema loads lazily (useZodForm): the messages appear once it has checked.
    expect(
      await screen.findByText(
        'Some answers need your attention: please check the marked fields.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(
      within(screen.getByRole('form', { name: 'Onboarding form' })).getByRole('textbox', { name: /E-mail/ }),
    ).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(screen.getByRole('textbox', { name: /AI-disclosure greeting/ })).toHaveAccessibleDescription(
      /^Please fill in this field\./,
    );
    expect(callsTo('POST', '/api/onboarding-form')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Gina Guest');
    await user.type(
      within(screen.getByRole('form', { name: 'Onboarding form' })).getByRole('textbox', { name: /E-mail/ }),
      'g@example.com',
    );
    await user.type(screen.getByRole('textbox', { name: /Business name/ }), 'Gina’s Garden');
    await user.selectOptions(screen.getByRole('combobox', { name: /Business type/ }), 'dental-practice');
    await user.type(screen.getByRole('textbox', { name: /Business phone/ }), '+1 555 010 4000');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '1 Garden Way');
    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    await user.type(screen.getByRole('textbox', { name: /^Service/ }), 'Lawn care');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '49.50');
    for (const question of [/May the agent record calls/, /call or text/, /health information/]) {
      await user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: 'No' }));
    }
    await user.selectOptions(screen.getByRole('combobox', { name: /How long/ }), '30');
    await user.type(screen.getByRole('textbox', { name: /AI-disclosure greeting/ }), 'I am an AI assistant.');
    await user.click(screen.getByRole('button', { name: 'Send the onboarding form' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you! Your onboarding form is on its way' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Schedule an onboarding call' })).toHaveAttribute(
      'href',
      '/schedule-onboarding',
    );
    expect(screen.getByRole('link', { name: 'Open the DIY guide' })).toHaveAttribute('href', '/diy-onboarding');
    const [post] = callsTo('POST', '/api/onboarding-form');
    expect(post!.body).toMatchObject({
      contactName: 'Gina Guest',
      email: 'g@example.com',
      data: {
        business: { businessName: 'Gina’s Garden' },
        details: { services: [{ name: 'Lawn care', priceCents: 4950, description: '' }] },
        compliance: { callsRecorded: false, retentionDays: 30 },
      },
    });
  });

  it('starts a signed-in member from their profile, with the account’s e-mail', async () => {
    const profile = businessProfileAnswer({
      business: {
        businessName: 'Bright Smiles Dental',
        businessType: 'dental-practice',
        phone: '+1 555 010 2000',
        website: '',
        address: '12 Main Street',
        timeZone: 'America/Chicago',
        languages: ['en'],
        openingHours: [],
        greeting: '',
      },
    });
    mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/onboarding-form': () =>
          jsonResponse({
            contactName: 'Jane Doe',
            email: 'jane@example.com',
            business: profile.business,
            details: profile.details,
            compliance: null,
            notes: '',
            lastSubmittedAt: null,
          }),
      },
    });
    renderApp('/onboarding-form');
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Bright Smiles Dental');
    expect(
      within(screen.getByRole('form', { name: 'Onboarding form' })).getByRole('textbox', { name: /E-mail/ }),
    ).toHaveValue('jane@example.com');
    expect(screen.getByText(/You are signed in: your answers are saved to your business profile/)).toBeVisible();
  });
});
