import { describe, expect, it } from 'vitest';
import { linkIn, pathAndQuery, readMailbox, signUpBody } from '../../test/accounts';
import { useTestServer } from '../../test/server';
import { DEFAULT_VERIFIED_PATH, verifiedLandingPath } from './auth';

describe('where the confirmation link lands (invitation sign-up, issue 13)', () => {
  const server = useTestServer();

  /** Signs up with a callbackURL; the confirmation e-mail's link, or null when sign-up was refused. */
  async function confirmationLink(callbackURL: string) {
    const client = server().client();
    const body = signUpBody({ callbackURL });
    const response = await client.post('/api/auth/sign-up/email', body);
    if (response.status !== 200) return { client, status: response.status, link: null };
    const [mail] = await readMailbox(client, body.email);
    return { client, status: response.status, link: linkIn(mail!.text) };
  }

  it('keeps a path of this site: the link signs the new user in on the invitation page', async () => {
    const { client, link } = await confirmationLink('/team-invitation?token=abc');
    expect(link!.searchParams.get('callbackURL')).toBe('/team-invitation?token=abc');
    const confirmed = await client.get(pathAndQuery(link!));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/team-invitation?token=abc');
    expect(client.sessionToken).toBeTruthy();
  });

  it('never lands on another site: better-auth refuses a foreign callbackURL, nothing is sent', async () => {
    for (const callbackURL of ['https://evil.example', '//evil.example/x']) {
      const { status, link } = await confirmationLink(callbackURL);
      expect({ callbackURL, status, link }).toEqual({ callbackURL, status: 403, link: null });
    }
  });

  it('replaces a callbackURL that is not a path of this site, even a trusted absolute one, by the default', async () => {
    const { link } = await confirmationLink('http://localhost:3000/dashboard');
    expect(link!.searchParams.get('callbackURL')).toBe(DEFAULT_VERIFIED_PATH);
  });

  it('uses the default without a callbackURL', async () => {
    const client = server().client();
    const body = signUpBody();
    await client.post('/api/auth/sign-up/email', body);
    const [mail] = await readMailbox(client, body.email);
    expect(linkIn(mail!.text).searchParams.get('callbackURL')).toBe(DEFAULT_VERIFIED_PATH);
  });

  it.each([
    ['/team-invitation?token=abc', '/team-invitation?token=abc'],
    ['/dashboard', '/dashboard'],
    [null, DEFAULT_VERIFIED_PATH],
    ['/', DEFAULT_VERIFIED_PATH],
    ['//evil.example', DEFAULT_VERIFIED_PATH],
    ['/\\evil.example', DEFAULT_VERIFIED_PATH],
    ['/a\\b', DEFAULT_VERIFIED_PATH],
    ['/x\ny', DEFAULT_VERIFIED_PATH],
    ['https://evil.example', DEFAULT_VERIFIED_PATH],
    ['javascript:alert(1)', DEFAULT_VERIFIED_PATH],
    ['team-invitation', DEFAULT_VERIFIED_PATH],
  ])('lands %j on %j', (callbackURL, expected) => {
    expect(verifiedLandingPath(callbackURL)).toBe(expected);
  });
});
