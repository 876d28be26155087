import { SITE_LANGUAGES } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe } from '@/testing/mock-api';
import { LanguageForm } from './language-form';
import { expectNotice, renderSection } from './settings-test-helpers';

describe('LanguageForm', () => {
  it('offers the 14 site languages by their own names and saves the choice', async () => {
    const { user, api } = renderSection(<LanguageForm locale="en" />, {
      'PATCH /api/account/profile': () => jsonResponse(makeMe()),
    });
    const region = await screen.findByRole('region', { name: 'Language' });
    const select = within(region).getByLabelText('E-mail language');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SITE_LANGUAGES.map((language) => language.nativeName));
    expect(select).toHaveValue('en');

    await user.selectOptions(select, 'Deutsch');
    await user.click(within(region).getByRole('button', { name: 'Save language' }));
    await expectNotice(region, 'We will write to you in Deutsch from now on.');
    expect(api.callsTo('PATCH', '/api/account/profile')[0]?.body).toEqual({ locale: 'de' });
  });

  it('reports a failure', async () => {
    const { user } = renderSection(<LanguageForm locale="fr" />, {
      'PATCH /api/account/profile': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500),
    });
    const region = await screen.findByRole('region', { name: 'Language' });
    await user.click(within(region).getByRole('button', { name: 'Save language' }));
    await expectNotice(region, 'Your language could not be saved: Something went wrong on our side. Please try again.');
  });
});
