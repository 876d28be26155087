import { BUSINESS_TYPES, DEFAULT_BUSINESS_CATEGORIES } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { IndustriesSection } from './industries-section';

const renderSection = () => renderRoutes([{ path: '/', element: <IndustriesSection /> }]);

const grid = () => screen.queryByRole('list', { name: 'Business types' });
const cardNames = () =>
  grid()
    ? within(grid()!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
    : [];
const searchBox = () => screen.getByRole('searchbox', { name: 'Search business types' });
const chip = (name: string) => screen.getByRole('button', { name });
const search = async (user: UserEvent, term: string) => {
  await user.clear(searchBox());
  await user.paste(term);
};
const status = () => screen.getByText(/matching business types/i);

const defaultCount = BUSINESS_TYPES.filter((type) => DEFAULT_BUSINESS_CATEGORIES.includes(type.category)).length;

describe('business types grid', () => {
  it('is the #industries section with a heading, every category chip and the default categories only', async () => {
    mockApi();
    const { container } = renderSection();
    expect(container.querySelector('section#industries')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /AI receptionist trained/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button')).toHaveLength(20);
    for (const category of DEFAULT_BUSINESS_CATEGORIES) expect(chip(category)).toHaveAttribute('aria-pressed', 'false');

    expect(cardNames()).toHaveLength(defaultCount);
    expect(cardNames()).toEqual(expect.arrayContaining(['Med Spa', 'Plumbing', 'Tax Preparation', 'Real Estate']));
    expect(cardNames()).not.toContain('Restaurant');
    expect(status()).toHaveTextContent(`Popular categories · matching business types: ${defaultCount}`);
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('toggles a category chip on and off', async () => {
    mockApi();
    const { user } = renderSection();

    await user.click(chip('Food & Beverage'));
    expect(chip('Food & Beverage')).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Restaurant', 'Catering', 'Bakery', 'Coffee Shop']);
    expect(status()).toHaveTextContent('Food & Beverage · matching business types: 4');

    await user.click(chip('Automotive Services'));
    expect(chip('Food & Beverage')).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Auto Repair', 'Auto Body', 'Car Dealership', 'Car Wash & Detailing']);

    await user.click(chip('Automotive Services'));
    expect(chip('Automotive Services')).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toHaveLength(defaultCount);
  });

  it('lets a search term win over the chosen category', async () => {
    mockApi();
    const { user } = renderSection();

    await user.click(chip('Automotive Services'));
    await search(user, 'restaurant');

    expect(cardNames()).toEqual(['Restaurant']);
    expect(chip('Automotive Services')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Your search covers every category.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Matching business types for “restaurant”: 1');
  });

  it('matches the name, the description and the keywords, trimmed and case-insensitively', async () => {
    mockApi();
    const { user } = renderSection();

    await search(user, '  HVAC ');
    expect(cardNames()).toEqual(['HVAC']);

    await search(user, 'storm-damage'); // roofing's description
    expect(cardNames()).toEqual(['Roofing']);

    await search(user, 'Botox'); // a med spa keyword
    expect(cardNames()).toEqual(['Med Spa']);
  });

  it('shows an empty state, and Reset clears the search and the category', async () => {
    mockApi();
    const { user } = renderSection();

    await user.click(chip('Pet & Animal Services'));
    await search(user, 'submarine repair');
    expect(grid()).toBeNull();
    expect(screen.getByRole('heading', { name: 'No business type matches “submarine repair”' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Matching business types for “submarine repair”: 0');

    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    expect(searchBox()).toHaveValue('');
    expect(chip('Pet & Animal Services')).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toHaveLength(defaultCount);
  });

  it('dials the support phone from the settings, digits and + only', async () => {
    mockApi();
    renderSection();
    const call = await screen.findByRole('link', { name: 'Call us +1 (555) 010-0199' });
    expect(call).toHaveAttribute('href', 'tel:+15550100199');
  });
});
