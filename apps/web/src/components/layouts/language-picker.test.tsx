import { SITE_LANGUAGES } from '@receptiva/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('language picker', () => {
  it('lists the 14 site languages with bundled flags and switches the page to right-to-left', async () => {
    mockApi();
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(SITE_LANGUAGES.map((l) => l.nativeName));
    for (const option of options) {
      const flag = option.querySelector('img');
      expect(flag?.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
    }

    await user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });
});
