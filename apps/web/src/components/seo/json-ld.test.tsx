import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { renderWithTracking, resetTracking } from '@/testing/tracking';
import { MembershipProductJsonLd, OrganizationJsonLd, serializeJsonLd } from './json-ld';

afterEach(resetTracking);

const jsonLd = (id: string) => {
  const script = document.getElementById(id);
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
};

describe('JSON-LD', () => {
  it('describes the organization with its contact point and social profiles from the settings', async () => {
    mockApi({
      settings: {
        ...defaultSettings,
        brandName: 'Acme Voice',
        facebookUrl: 'https://facebook.com/acme',
        youtubeUrl: 'https://youtube.com/@acme',
      },
    });
    renderWithTracking('/', <OrganizationJsonLd />);
    await expect.poll(() => jsonLd('jsonld-organization')?.name).toBe('Acme Voice');
    const script = document.getElementById('jsonld-organization');
    expect(script?.parentElement).toBe(document.head);
    expect(script).toHaveAttribute('type', 'application/ld+json');
    expect(jsonLd('jsonld-organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'http://localhost:3000/#organization',
      name: 'Acme Voice',
      url: 'http://localhost:3000/',
      logo: 'http://localhost:3000/favicon.svg',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: defaultSettings.supportPhone,
        email: defaultSettings.supportEmail,
        availableLanguage: expect.arrayContaining(['English', 'German', 'Persian']),
      },
      sameAs: ['https://facebook.com/acme', 'https://youtube.com/@acme'],
    });
  });

  it('describes the membership as a product: $6,497 a year in USD', async () => {
    mockApi();
    const { unmount } = renderWithTracking('/', <MembershipProductJsonLd />);
    await expect.poll(() => jsonLd('jsonld-membership')?.name).toBe('Receptiva Membership');
    expect(jsonLd('jsonld-membership')).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Receptiva' },
      offers: {
        '@type': 'Offer',
        price: '6497.00',
        priceCurrency: 'USD',
        url: 'http://localhost:3000/membership-promo',
      },
    });
    unmount();
    expect(document.getElementById('jsonld-membership')).toBeNull();
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
