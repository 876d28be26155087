import type { OnboardingCall } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '@/testing/dashboard-fixtures';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SLOTS = ['2030-03-11T14:00:00.000Z', '2030-03-11T14:30:00.000Z', '2030-03-12T13:00:00.000Z'];
const call = (startsAt: string, status: OnboardingCall['status'] = 'booked'): OnboardingCall => ({
  id: '11111111-1111-4111-8111-111111111111',
  status,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  timeZone: 'UTC',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+1 555 010 2000',
  notes: '',
});

describe('/schedule-onboarding', { timeout: 40_000 }, () => {
  it('sends a signed-in user without membership or team access to the dashboard', async () => {
    mockApi({ me: makeMe({ isMember: false, hasTeamAccess: false }), routes: dashboardRoutes() });
    const { router } = renderApp('/schedule-onboarding');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/schedule-onboarding'));
  });

  it('lets a member book a free slot with their account details prefilled, then move it', async () => {
    let booked: OnboardingCall | null = null;
    const api = mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/onboarding-calls/slots': () =>
          jsonResponse({ businessTimeZone: 'America/New_York', slotMinutes: 30, slots: SLOTS }),
        'GET /api/onboarding-calls/mine': () => jsonResponse({ call: booked }),
        'POST /api/onboarding-calls': ({ body }) => {
          booked = call((body as { startsAt: string }).startsAt);
          return jsonResponse(booked, 201);
        },
        'PUT /api/onboarding-calls/mine': ({ body }) => {
          booked = call((body as { startsAt: string }).startsAt);
          return jsonResponse(booked);
        },
      },
    });
    const { user } = renderApp('/schedule-onboarding-call');
    const form = await screen.findByRole('form', { name: 'Book an onboarding call' });
    expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveValue(makeMe().user.email);

    await user.click(within(form).getByRole('button', { name: 'Book the call' }));
    expect(await within(form).findByText('Choose a day and a time.')).toBeVisible();
    expect(api.callsTo('POST', '/api/onboarding-calls')).toHaveLength(0);

    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveValue(makeMe().profile!.phone);
    await user.clear(phone);
    await user.type(phone, '+1 555 010 2000');
    const day = within(form).getByRole('combobox', { name: /Day/ });
    await user.selectOptions(day, within(day).getAllByRole('option')[1]!);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Time/ }), SLOTS[1]!);
    await user.click(within(form).getByRole('button', { name: 'Book the call' }));

    expect(await screen.findByRole('heading', { name: 'Your onboarding call is booked' })).toBeVisible();
    const [request] = api.callsTo('POST', '/api/onboarding-calls');
    expect(request!.body).toMatchObject({ startsAt: SLOTS[1], phone: '+1 555 010 2000' });
    expect((request!.body as { timeZone: string }).timeZone).toEqual(expect.any(String));

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const days = screen.getAllByRole('combobox', { name: /Day/ });
    await user.selectOptions(days[0]!, within(days[0]!).getAllByRole('option').at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Move the call to this time' }));
    expect(await screen.findByText('Your call has been moved. An updated invitation is on its way.')).toBeVisible();
    expect(api.callsTo('PUT', '/api/onboarding-calls/mine')[0]!.body).toEqual({ startsAt: SLOTS[2] });
  });
});
