import type { BusinessProfileView } from '@receptiva/shared';
import { DEFAULT_OPENING_HOURS } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessProfileAnswer, dashboardRoutes } from '@/testing/dashboard-fixtures';
import { type ApiCall, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const business = {
  businessName: 'Bright Smiles Dental',
  businessType: 'dental-practice',
  phone: '+1 555 010 2000',
  website: '',
  address: '12 Main Street',
  timeZone: 'America/Chicago',
  languages: ['en'],
  openingHours: DEFAULT_OPENING_HOURS,
  greeting: '',
};

const compliance = {
  callsRecorded: false,
  recordingDisclosure: '',
  makesOutboundContact: false,
  hasOutboundConsent: false,
  handlesHealthData: false,
  acceptsHipaaNotice: false,
  retentionDays: 90,
  aiDisclosure: 'You are speaking with an AI assistant.',
};

/** A fake of the profile API that keeps what was saved, as the server does. */
function profileServer(initial: BusinessProfileView) {
  let profile = initial;
  const answer = (call: ApiCall, change: (body: Record<string, unknown>) => Partial<BusinessProfileView>) => {
    const body = call.body as Record<string, unknown>;
    profile = { ...profile, ...change(body) };
    return jsonResponse(profile);
  };
  const withStep = (step: unknown) => ({ ...profile.wizard, status: 'in_progress' as const, step: step as 'team' });
  return {
    current: () => profile,
    routes: {
      ...dashboardRoutes(),
      'GET /api/business-profile': () => jsonResponse(profile),
      'GET /api/team': () => jsonResponse({ members: [], limit: 50 }),
      'PUT /api/business-profile/business': (call: ApiCall) =>
        answer(call, (body) => ({ business: body.data as typeof business, wizard: withStep(body.nextStep) })),
      'PUT /api/business-profile/compliance': (call: ApiCall) =>
        answer(call, (body) => ({ compliance: body.data as typeof compliance, wizard: withStep(body.nextStep) })),
      'PUT /api/business-profile/wizard': (call: ApiCall) =>
        answer(call, (body) => ({
          wizard: {
            ...withStep(body.step),
            ...(body.action === 'complete' ? { status: 'completed' as const, missing: [] } : {}),
            isDeferred: body.action === 'later' || profile.wizard.isDeferred,
          },
        })),
    },
  };
}

const open = (path: string, profile = businessProfileAnswer()) => {
  const server = profileServer(profile);
  const api = mockApi({ me: makeMe({ isMember: true }), routes: server.routes });
  renderApp(path);
  return { server, api };
};

const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Setup steps' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step');

describe('/setup, the setup wizard', () => {
  it('welcomes a new member, and "Later" is stored on the server before going to the dashboard', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { api } = open('/setup');
    // The first render compiles the wizard's lazy chunks: on a busy machine that takes a few seconds.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome to your membership!' }, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }, { timeout: 10_000 })).toBeVisible();
    expect(api.callsTo('PUT', '/api/business-profile/wizard')[0]!.body).toEqual({ step: 'business', action: 'later' });
  });

  it('checks each field with translated messages, saves nothing until valid, then saves on Next', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { api } = open('/setup');
    await user.click(await screen.findByRole('button', { name: 'Start setup' }, { timeout: 10_000 }));
    expect(currentStep()).toHaveTextContent('Business Information');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The schema loads lazily (useZodForm): the messages appear once it has checked.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription(
        'Please fill in this field.',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Business type/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    expect(api.callsTo('PUT', '/api/business-profile/business')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Business name/ }), 'Bright Smiles Dental');
    await user.selectOptions(screen.getByRole('combobox', { name: /Business type/ }), 'dental-practice');
    await user.type(screen.getByRole('textbox', { name: /Business phone/ }), 'call me');
    await user.type(screen.getByRole('textbox', { name: /Address/ }), '12 Main Street');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Business phone/ })).toHaveAccessibleDescription(
        'Please enter a valid phone number (digits, spaces, + ( ) . -).',
      ),
    );
    await user.clear(screen.getByRole('textbox', { name: /Business phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Business phone/ }), '+1 555 010 2000');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Team Members' }, { timeout: 10_000 })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Team Members');
    const [save] = api.callsTo('PUT', '/api/business-profile/business');
    expect(save!.body).toMatchObject({
      nextStep: 'team',
      data: { businessName: 'Bright Smiles Dental', businessType: 'dental-practice', phone: '+1 555 010 2000' },
    });
  });

  it('resumes at the saved step with the saved answers, and Back goes to them', async () => {
    const user = userEvent.setup();
    const profile = businessProfileAnswer({
      business,
      wizard: {
        step: 'team',
        status: 'in_progress',
        completedAt: null,
        isDeferred: false,
        missing: ['compliance', 'finish'],
      },
    });
    const { api } = open('/setup', profile);
    expect(await screen.findByRole('heading', { level: 2, name: 'Team Members' })).toBeVisible();
    expect(await screen.findByText(/Add the people who work with you/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Team Member' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Business name/ })).toHaveValue('Bright Smiles Dental');
    expect(api.callsTo('PUT', '/api/business-profile/wizard')[0]!.body).toEqual({ step: 'business' });
  });

  it('requires the conditional compliance answers, then finishes the setup', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const profile = businessProfileAnswer({
      business,
      wizard: {
        step: 'compliance',
        status: 'in_progress',
        completedAt: null,
        isDeferred: false,
        missing: ['compliance', 'finish'],
      },
    });
    const { api } = open('/setup', profile);
    const recording = await screen.findByRole('group', { name: /May the agent record calls/ });
    expect(screen.getAllByRole('link', { name: 'Read our privacy policy' })[0]).toHaveAttribute(
      'href',
      '/legal#privacy',
    );
    await user.click(within(recording).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: /call or text/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(
      within(screen.getByRole('group', { name: /health information/ })).getByRole('radio', { name: 'No' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /How long/ }), '90');
    await user.type(screen.getByRole('textbox', { name: /AI-disclosure greeting/ }), 'You are speaking with an AI.');
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText('Please write what the agent says about the recording.')).toBeVisible();
    expect(
      screen.getByText("Outbound calls and texts need your customers' prior consent: please confirm."),
    ).toBeVisible();
    expect(api.callsTo('PUT', '/api/business-profile/compliance')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Recording disclosure/ }), 'This call is recorded.');
    await user.click(screen.getByRole('checkbox', { name: /prior written consent/ }));
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Setup complete' }, { timeout: 10_000 })).toHaveFocus();
    expect(api.callsTo('PUT', '/api/business-profile/compliance')[0]!.body).toMatchObject({
      data: { callsRecorded: true, makesOutboundContact: true, hasOutboundConsent: true, retentionDays: 90 },
    });
    expect(api.callsTo('PUT', '/api/business-profile/wizard')[0]!.body).toEqual({
      step: 'compliance',
      action: 'complete',
    });
  });

  it('opens a step directly in profile-update mode, prefilled', async () => {
    const profile = businessProfileAnswer({
      business,
      compliance,
      wizard: {
        step: 'business',
        status: 'completed',
        completedAt: '2026-03-01T12:00:00.000Z',
        isDeferred: false,
        missing: [],
      },
    });
    open('/setup?step=compliance', profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit business profile' })).toBeVisible();
    expect(currentStep()).toHaveTextContent('Compliance');
    expect(screen.getByRole('textbox', { name: /AI-disclosure greeting/ })).toHaveValue(
      'You are speaking with an AI assistant.',
    );
  });

  it('explains the membership to a signed-in person without one, and /ai-onboarding is the same wizard', async () => {
    mockApi({ me: makeMe({ isMember: false }) });
    renderApp('/ai-onboarding');
    expect(await screen.findByRole('heading', { name: 'The setup needs a membership' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the membership' })).toHaveAttribute('href', '/membership-promo');
  });
});
