import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const INTRO = 'https://www.youtube-nocookie.com/embed/intro';
const PRICING = 'https://player.vimeo.com/video/pricing';

async function playOnPricing() {
  const { user } = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' }, { timeout: 15_000 });
  await user.click(await screen.findByRole('button', { name: 'Play the product tour' }));
  return document.querySelector('iframe')?.getAttribute('src');
}

describe('/pricing video (Admin → Settings)', { timeout: 30_000 }, () => {
  it('plays the pricing video when one is set', async () => {
    mockApi({ settings: { ...defaultSettings, introVideoUrl: INTRO, pricingVideoUrl: PRICING } });
    expect(await playOnPricing()).toBe(PRICING);
  });

  it('falls back to the intro video without one', async () => {
    mockApi({ settings: { ...defaultSettings, introVideoUrl: INTRO, pricingVideoUrl: null } });
    expect(await playOnPricing()).toBe(INTRO);
  });
});
