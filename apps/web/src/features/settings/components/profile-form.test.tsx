import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from '@/lib/auth';
import { jsonResponse, makeMe } from '@/testing/mock-api';
import { ProfileForm } from './profile-form';
import { expectNotice, renderSection, section } from './settings-test-helpers';

const PATCH = 'PATCH /api/account/profile';
const me = makeMe();

async function open(routes: Parameters<typeof renderSection>[1] = {}) {
  const view = renderSection(<ProfileForm profile={me.profile} />, routes);
  const region = await screen.findByRole('region', { name: 'Profile' });
  return { ...view, region };
}

describe('ProfileForm', () => {
  it('shows the current names and phone', async () => {
    const { region } = await open();
    expect(within(region).getByLabelText(/^First name/)).toHaveValue('Jane');
    expect(within(region).getByLabelText(/^Last name/)).toHaveValue('Doe');
    expect(within(region).getByLabelText(/^Phone/)).toHaveValue('+1 555 0100');
  });

  it('checks the fields before sending anything', async () => {
    const { region, user, api } = await open();
    await user.clear(within(region).getByLabelText(/^First name/));
    await user.clear(within(region).getByLabelText(/^Phone/));
    await user.type(within(region).getByLabelText(/^Phone/), 'call me');
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));

    const firstName = within(region).getByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Please fill in this field.'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(within(region).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Use only digits, spaces and + ( ) . - in a phone number.',
    );
    expect(api.callsTo('PATCH', '/api/account/profile')).toHaveLength(0);
  });

  it('saves, says so, and puts the answer in the signed-in user', async () => {
    const saved = makeMe({ profile: { ...me.profile!, firstName: 'Janet', fullName: 'Janet Doe', phone: null } });
    const { region, user, api, queryClient } = await open({ [PATCH]: () => jsonResponse(saved) });
    await user.clear(within(region).getByLabelText(/^First name/));
    await user.type(within(region).getByLabelText(/^First name/), ' Janet ');
    await user.clear(within(region).getByLabelText(/^Phone/));
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));

    await expectNotice(region, 'Your profile was saved.');
    expect(api.callsTo('PATCH', '/api/account/profile')[0]?.body).toEqual({
      firstName: 'Janet',
      lastName: 'Doe',
      phone: '',
    });
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(saved);
    expect(within(region).getByLabelText(/^Phone/)).toHaveValue('');
  });

  it('puts the server’s field errors on the fields and says what failed', async () => {
    const { region, user } = await open({
      [PATCH]: () =>
        jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { phone: 'Invalid string' } } },
          400,
        ),
    });
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));

    await expectNotice(
      region,
      'Your profile could not be saved: Some of the information is not valid. Please check it and try again.',
    );
    const phone = within(region).getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription('Please check this field.');
    expect(phone).toHaveFocus();
  });

  it('says when the server cannot be reached', async () => {
    const { region, user } = await open({
      [PATCH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(within(region).getByRole('button', { name: 'Save profile' }));
    await expectNotice(
      region,
      'Your profile could not be saved: We could not reach the server. Check your connection and try again.',
    );
    expect(section('Profile')).toBeInTheDocument();
  });
});
