import type { BusinessProfileView, SharedBusinessProfile } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import type { TestServer } from '../../../test/server';
import { useTestServer } from '../../../test/server';
import { businessProfiles } from '../../db/schema';
import { addMember, auditTrail, createOwner, createPerson, errorOf, newMember } from '../team/team-test-helpers';
import { businessInfo, complianceAnswers } from './business-profile-test-data';

const put = (client: TestClient, path: string, json: unknown) =>
  client.request(`/api/business-profile${path}`, { method: 'PUT', json });

const hasProfile = async (server: TestServer, userId: string) =>
  (await server.db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId))).length > 0;

async function readProfile(client: TestClient): Promise<BusinessProfileView> {
  const response = await client.get('/api/business-profile');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessProfileView;
}

describe('the business profile and the setup wizard', () => {
  const server = useTestServer();

  it('starts empty: not started, on Business Information, everything missing', async () => {
    const owner = await createOwner(server());
    const profile = await readProfile(owner.client);
    expect(profile.business).toBeNull();
    expect(profile.compliance).toBeNull();
    expect(profile.details).toEqual({ services: [], faqs: [], transfers: [], crm: '', calendar: '' });
    expect(profile.wizard).toEqual({
      step: 'business',
      status: 'not_started',
      completedAt: null,
      isDeferred: false,
      missing: ['business', 'compliance', 'finish'],
    });
  });

  it('saves Business Information with the next step, so a reload (another client) resumes there', async () => {
    const owner = await createOwner(server());
    const response = await put(owner.client, '/business', { data: businessInfo(), nextStep: 'team' });
    expect(response.status, await response.clone().text()).toBe(200);
    const elsewhere = await readProfile(owner.client.fork());
    expect(elsewhere.business).toMatchObject({ businessName: 'Bright Smiles Dental', timeZone: 'America/Chicago' });
    expect(elsewhere.wizard).toMatchObject({ step: 'team', status: 'in_progress', missing: ['compliance', 'finish'] });
    const trail = await auditTrail(server(), owner.userId);
    expect(trail.map((entry) => entry.action)).toEqual(['business_profile.business_saved']);
    expect(trail[0]!.changes).toHaveProperty('businessName');
  });

  it('refuses bad Business Information field by field and writes nothing', async () => {
    const owner = await createOwner(server());
    const bad = businessInfo({
      businessName: ' ',
      businessType: 'not-a-type',
      timeZone: 'EST',
      phone: 'call me',
      website: 'not a url',
      languages: [],
    });
    bad.openingHours = bad.openingHours!.map((day, index) =>
      index === 0 ? { ...day, opens: '18:00', closes: '09:00' } : day,
    );
    const response = await put(owner.client, '/business', { data: bad, nextStep: 'team' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await hasProfile(server(), owner.userId)).toBe(false);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      [
        'data.businessName',
        'data.businessType',
        'data.languages',
        'data.openingHours.0.closes',
        'data.phone',
        'data.timeZone',
        'data.website',
      ].sort(),
    );
  });

  it('requires each conditional compliance answer when it applies', async () => {
    const owner = await createOwner(server());
    const response = await put(owner.client, '/compliance', {
      data: complianceAnswers({
        recordingDisclosure: '',
        makesOutboundContact: true,
        hasOutboundConsent: false,
        handlesHealthData: true,
        acceptsHipaaNotice: false,
        retentionDays: 45,
      }),
      nextStep: 'compliance',
    });
    expect(response.status).toBe(400);
    const { fields } = await errorOf(response);
    expect(fields).toMatchObject({
      'data.recordingDisclosure': 'disclosureRequired',
      'data.hasOutboundConsent': 'consentRequired',
      'data.acceptsHipaaNotice': 'hipaaRequired',
      'data.retentionDays': 'required',
    });
    expect(await hasProfile(server(), owner.userId)).toBe(false);
  });

  it('completes only once both steps are saved, then stays completed while the profile is edited', async () => {
    const owner = await createOwner(server());
    const early = await put(owner.client, '/wizard', { step: 'compliance', action: 'complete' });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('CONFLICT');

    await put(owner.client, '/business', { data: businessInfo(), nextStep: 'team' });
    await put(owner.client, '/wizard', { step: 'compliance' });
    expect((await readProfile(owner.client)).wizard.step).toBe('compliance');
    await put(owner.client, '/compliance', { data: complianceAnswers(), nextStep: 'compliance' });
    const done = await put(owner.client, '/wizard', { step: 'compliance', action: 'complete' });
    expect(done.status).toBe(200);
    const completed = ((await done.json()) as BusinessProfileView).wizard;
    expect(completed).toMatchObject({ status: 'completed', missing: [] });
    expect(completed.completedAt).not.toBeNull();

    // Profile-update mode: one field changes, the wizard stays completed with its first completion time.
    await put(owner.client, '/business', { data: businessInfo({ phone: '+1 555 010 9999' }), nextStep: 'business' });
    const edited = await readProfile(owner.client);
    expect(edited.business?.phone).toBe('+1 555 010 9999');
    expect(edited.wizard).toMatchObject({ status: 'completed', completedAt: completed.completedAt, step: 'business' });
    const actions = (await auditTrail(server(), owner.userId)).map((entry) => entry.action);
    expect(actions).toEqual([
      'business_profile.business_saved',
      'business_profile.compliance_saved',
      'business_profile.setup_completed',
      'business_profile.business_saved',
    ]);
  });

  it('keeps "Later" on the server', async () => {
    const owner = await createOwner(server());
    await put(owner.client, '/wizard', { step: 'business', action: 'later' });
    expect((await readProfile(owner.client.fork())).wizard).toMatchObject({ isDeferred: true, status: 'in_progress' });
  });

  it('lets only owners with their own membership read or write, one profile each', async () => {
    const owner = await createOwner(server());
    const other = await createOwner(server());
    await put(owner.client, '/business', { data: businessInfo(), nextStep: 'team' });
    expect((await readProfile(other.client)).business).toBeNull();

    const nonMember = await createPerson(server());
    const teammate = await createPerson(server());
    await addMember(owner.client, newMember({ email: teammate.email }));
    for (const caller of [nonMember, teammate]) {
      const read = await caller.client.get('/api/business-profile');
      expect((await errorOf(read)).code).toBe('MEMBERSHIP_REQUIRED');
      const write = await put(caller.client, '/business', { data: businessInfo(), nextStep: 'team' });
      expect(write.status).toBe(403);
    }
    expect((await server().client().get('/api/business-profile')).status).toBe(401);
    expect(await hasProfile(server(), nonMember.userId)).toBe(false);
    expect(await hasProfile(server(), teammate.userId)).toBe(false);
  });

  it("shows the owner's profile read-only to an active teammate, and to nobody else", async () => {
    const owner = await createOwner(server());
    const teammate = await createPerson(server());
    const stranger = await createOwner(server());
    await addMember(owner.client, newMember({ email: teammate.email }));
    await put(owner.client, '/business', { data: businessInfo(), nextStep: 'team' });

    const response = await teammate.client.get(`/api/business-profile/shared/${owner.userId}`);
    expect(response.status).toBe(200);
    const shared = (await response.json()) as SharedBusinessProfile;
    expect(shared).toMatchObject({ ownerId: owner.userId, ownerName: 'Olivia Owner' });
    expect(shared.business?.businessName).toBe('Bright Smiles Dental');
    expect(shared.wizard.missing).toEqual(['compliance', 'finish']);

    for (const caller of [stranger, owner]) {
      expect((await caller.client.get(`/api/business-profile/shared/${owner.userId}`)).status).toBe(404);
    }
    // The team view has no way to write: the owner's routes act on the caller's own account only.
    expect((await put(teammate.client, '/business', { data: businessInfo(), nextStep: 'team' })).status).toBe(403);
  });
});
