import {
  type BusinessProfileView,
  formatUsd,
  type OnboardingFormInput,
  type OnboardingFormPrefill,
} from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkIn, pathAndQuery, readMailbox, signUpBody, uniqueEmail } from '../../../test/accounts';
import { useTestServer } from '../../../test/server';
import { businessProfiles, onboardingSubmissions, onboardingTasks } from '../../db/schema';
import { businessInfo, complianceAnswers } from '../business-profile/business-profile-test-data';
import { getStaffNotificationEmail } from '../settings/settings.service';
import { createOwner, createPerson, errorOf, outboxFor } from '../team/team-test-helpers';

const form = (overrides: Partial<OnboardingFormInput> = {}): OnboardingFormInput => ({
  contactName: 'Dana Dentist',
  data: {
    business: businessInfo(),
    details: {
      services: [{ name: 'Cleaning', priceCents: 12_000, description: '' }],
      faqs: [{ question: 'Do you take walk-ins?', answer: 'Yes, mornings only.' }],
      transfers: [{ phone: '+1 555 010 3000', when: 'Dental emergencies' }],
      crm: 'HubSpot',
      calendar: 'Google Calendar',
    },
    compliance: complianceAnswers(),
    notes: 'Call me after 3 pm.',
  },
  ...overrides,
});

describe('POST /api/onboarding-form', () => {
  const server = useTestServer();

  it('saves a signed-in sender’s answers to their profile, and queues their copy and the staff notice', async () => {
    const owner = await createOwner(server());
    const response = await owner.client.post('/api/onboarding-form', { ...form(), locale: 'es' });
    expect(response.status, await response.clone().text()).toBe(201);
    const sent = (await response.json()) as { id: string; isLinked: boolean };
    expect(sent.isLinked).toBe(true);

    const profile = (await (await owner.client.get('/api/business-profile')).json()) as BusinessProfileView;
    expect(profile.business?.businessName).toBe('Bright Smiles Dental');
    expect(profile.details.services).toEqual([{ name: 'Cleaning', priceCents: 12_000, description: '' }]);
    expect(profile.compliance?.retentionDays).toBe(90);

    const copy = (await outboxFor(server(), owner.email)).find((mail) => mail.kind === 'onboarding-copy');
    expect(copy).toMatchObject({ kind: 'onboarding-copy', locale: 'es' });
    expect(copy!.text).toContain('Bright Smiles Dental');
    expect(copy!.text).toContain(formatUsd(12_000, 'es'));
    const staff = await outboxFor(server(), await getStaffNotificationEmail(server().db));
    const notice = staff.find((mail) => mail.kind === 'onboarding-notice')!;
    expect(notice.subject).toBe('New onboarding form: Bright Smiles Dental');
    expect(notice.text).toContain(`/staff-dashboard?onboarding=${sent.id}`);
    expect(notice.text).toContain('Do you take walk-ins? → Yes, mornings only.');
    // One task in staff's onboarding queue; its notice is the form's own, not a second e-mail.
    const tasks = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, sent.id));
    expect(tasks).toMatchObject([{ kind: 'onboarding-form', accountUserId: owner.userId, status: 'new' }]);
    expect(staff.filter((mail) => mail.kind.startsWith('onboarding-task-'))).toEqual([]);

    const prefill = (await (await owner.client.get('/api/onboarding-form')).json()) as OnboardingFormPrefill;
    expect(prefill).toMatchObject({ email: owner.email, notes: 'Call me after 3 pm.' });
    expect(prefill.lastSubmittedAt).not.toBeNull();
  });

  it('refuses a missing field with its name and writes nothing', async () => {
    const email = uniqueEmail('guest');
    const bad = form({ email, contactName: '' });
    bad.data.business.businessName = '';
    bad.data.compliance.aiDisclosure = '';
    const response = await server().client().post('/api/onboarding-form', bad);
    expect(response.status).toBe(400);
    const { fields } = await errorOf(response);
    expect(Object.keys(fields ?? {}).sort()).toEqual([
      'contactName',
      'data.business.businessName',
      'data.compliance.aiDisclosure',
    ]);
    const guestOnly = await server().client().post('/api/onboarding-form', form());
    expect((await errorOf(guestOnly)).fields).toEqual({ email: 'required' });
    expect(
      await server().db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.email, email)),
    ).toEqual([]);
  });

  it('keeps a guest’s form by e-mail, and links it only once that e-mail signs up and confirms', async () => {
    const email = uniqueEmail('guest');
    const guest = server().client();
    const response = await guest.post('/api/onboarding-form', form({ email: email.toUpperCase() }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email, isLinked: false });
    const [copy] = await readMailbox(guest, email);
    expect(copy!.subject).toContain('Your onboarding form');

    // Signed up, not confirmed yet: nothing is linked.
    const client = server().client();
    const body = signUpBody({ email });
    expect((await client.post('/api/auth/sign-up/email', body)).status).toBe(200);
    const rows = () => server().db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.email, email));
    expect((await rows())[0]).toMatchObject({ userId: null, linkedAt: null });

    const confirmation = (await readMailbox(client, email)).find((mail) => mail.subject !== copy!.subject)!;
    expect((await client.get(pathAndQuery(linkIn(confirmation.text)))).status).toBe(302);
    const [linked] = await rows();
    expect(linked!.userId).not.toBeNull();
    expect(linked!.linkedAt).not.toBeNull();
    const [profile] = await server()
      .db.select()
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, linked!.userId!));
    expect(profile!.business?.businessName).toBe('Bright Smiles Dental');
    expect(profile!.details?.crm).toBe('HubSpot');
  });

  it('does not overwrite the profile of an account that already has one', async () => {
    const person = await createPerson(server());
    await server()
      .db.insert(businessProfiles)
      .values({ userId: person.userId, business: { ...businessInfo(), businessName: 'Mine' } as never });
    const { linkGuestOnboardingSubmissions } = await import('./link-guest-submissions.service');
    await server()
      .client()
      .post('/api/onboarding-form', form({ email: person.email }));
    expect(await linkGuestOnboardingSubmissions(server().db, { id: person.userId, email: person.email })).toBe(1);
    const [profile] = await server()
      .db.select()
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, person.userId));
    expect(profile!.business?.businessName).toBe('Mine');
  });

  it('limits guest forms per e-mail', async () => {
    const email = uniqueEmail('busy');
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await server().client().post('/api/onboarding-form', form({ email }))).status).toBe(201);
    }
    const refused = await server().client().post('/api/onboarding-form', form({ email }));
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('RATE_LIMITED');
  });
});
