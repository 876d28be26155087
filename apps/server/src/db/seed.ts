import { MEMBERSHIP_PLAN_NAME, SERVICE_TRANSLATION_LANGUAGES } from '@receptiva/shared';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNT_DOMAIN } from '../lib/demo-accounts';
import { BLOG_POST_DEFINITIONS } from './blog-posts';
import { CASE_STUDY_DEFINITIONS } from './case-studies';
import type { Db } from './client';
import { DEMO_AGENT_DEFINITIONS } from './demo-agent-definitions';
import {
  accounts,
  blogPosts,
  demoAgents,
  membershipOrders,
  projects,
  services,
  siteSettings,
  teamMembers,
  universityPlaylists,
  universityVideos,
  userRoles,
  users,
} from './schema';
import { SERVICE_DEFINITIONS } from './service-definitions';
import { serviceTranslationsOf } from './service-translations';
import { DEFAULT_PRIVATE_SETTINGS, DEFAULT_PUBLIC_SETTINGS } from './settings-defaults';
import { UNIVERSITY_DEFINITIONS } from './university-definitions';

const DEMO_MARKER = 'demoContentSeededAt';
const UNIVERSITY_MARKER = 'universitySeededAt';
const BLOG_MARKER = 'blogPostsSeededAt';
const PROJECTS_MARKER = 'projectsSeededAt';
export const DEMO_PASSWORD = 'receptiva-demo';

/** Demo accounts a newcomer can sign in with (password `receptiva-demo`), one per kind of visitor. */
export const DEMO_ACCOUNTS = [
  { email: `owner@${DEMO_ACCOUNT_DOMAIN}`, firstName: 'Olivia', lastName: 'Owner', roles: [], paidMember: true },
  { email: `staff@${DEMO_ACCOUNT_DOMAIN}`, firstName: 'Sam', lastName: 'Staff', roles: ['member'], paidMember: false },
  { email: `visitor@${DEMO_ACCOUNT_DOMAIN}`, firstName: 'Victor', lastName: 'Visitor', roles: [], paidMember: false },
  { email: `teammate@${DEMO_ACCOUNT_DOMAIN}`, firstName: 'Tara', lastName: 'Teammate', roles: [], paidMember: false },
] as const;

/** Stores each default setting that has no row yet; a setting an admin changed keeps its value. */
export async function seedDefaultSettings(db: Db): Promise<void> {
  const defaults: Record<string, unknown> = { ...DEFAULT_PUBLIC_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS };
  await db
    .insert(siteSettings)
    .values(
      Object.entries(defaults)
        .filter(([, value]) => value !== null) // unset stays absent: the default applies
        .map(([key, value]) => ({ key, value })),
    )
    .onConflictDoNothing();
}

/**
 * Each built-in agent once per database: a `demoAgentSeeded.<voiceAgentId>` marker row records it, so an agent an
 * admin edited, archived or gave an ElevenLabs agent id (decision 035) is not added again on the next start, while a
 * built-in agent added in a later version still reaches an old database.
 */
export async function seedDemoAgents(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const markers = await tx
      .insert(siteSettings)
      .values(
        DEMO_AGENT_DEFINITIONS.map((definition) => ({
          key: `demoAgentSeeded.${definition.voiceAgentId}`,
          value: new Date().toISOString(),
        })),
      )
      .onConflictDoNothing()
      .returning();
    const fresh = new Set(markers.map((row) => row.key.slice('demoAgentSeeded.'.length)));
    const missing = DEMO_AGENT_DEFINITIONS.map((definition, index) => ({
      ...definition,
      sortOrder: (index + 1) * 10,
    })).filter((definition) => fresh.has(definition.voiceAgentId));
    if (missing.length === 0) return;
    await tx.insert(demoAgents).values(missing).onConflictDoNothing({ target: demoAgents.voiceAgentId });
  });
}

/** Inserts the built-in services that are missing; a service an admin edited or deactivated is left as it is. */
export async function seedServices(db: Db): Promise<void> {
  await db
    .insert(services)
    .values(
      SERVICE_DEFINITIONS.map((definition, index) => ({
        ...definition,
        translations: serviceTranslationsOf(definition.slug),
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing({ target: services.slug });
  await addMissingServiceTranslations(db);
}

/**
 * A database seeded before the services were translated gets the built-in translations of the languages it lacks,
 * once per language: a marker row records it, so a translation an admin removed later is not put back on the next
 * start, and a language an admin already wrote is kept.
 */
async function addMissingServiceTranslations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const markers = SERVICE_TRANSLATION_LANGUAGES.map((language) => ({
      key: `serviceTranslationsSeeded.${language}`,
      value: new Date().toISOString(),
    }));
    const inserted = await tx.insert(siteSettings).values(markers).onConflictDoNothing().returning();
    const languages = inserted.map((row) => row.key.slice('serviceTranslationsSeeded.'.length));
    if (languages.length === 0) return;
    const rows = await tx.select({ slug: services.slug, translations: services.translations }).from(services);
    for (const row of rows) {
      const builtIn = serviceTranslationsOf(row.slug);
      const missing = Object.fromEntries(
        Object.entries(builtIn).filter(([language]) => languages.includes(language) && !(language in row.translations)),
      );
      if (Object.keys(missing).length === 0) continue;
      await tx
        .update(services)
        .set({ translations: { ...missing, ...row.translations } })
        .where(eq(services.slug, row.slug));
    }
  });
}

/**
 * The built-in playlists and their videos, once per database: a marker row records it, so a playlist or video an
 * admin deleted stays deleted. The marker is written first, so a second instance starting at the same moment waits
 * on it and then skips. A slug an admin already uses keeps the admin's playlist.
 */
export async function seedUniversity(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(siteSettings)
      .values({ key: UNIVERSITY_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!marker) return;
    for (const [index, { videos, ...playlist }] of UNIVERSITY_DEFINITIONS.entries()) {
      const [row] = await tx
        .insert(universityPlaylists)
        .values({ ...playlist, sortOrder: (index + 1) * 10 })
        .onConflictDoNothing({ target: universityPlaylists.slug })
        .returning({ id: universityPlaylists.id });
      if (!row) continue;
      await tx
        .insert(universityVideos)
        .values(videos.map((video, position) => ({ ...video, playlistId: row.id, sortOrder: (position + 1) * 10 })));
    }
  });
}

/**
 * The built-in blog posts, published, once: a post an admin deleted or unpublished stays that way on the next start.
 */
export async function seedBlogPosts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ key: BLOG_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const rows = BLOG_POST_DEFINITIONS.flatMap(({ slug, category, publishedAt, ...texts }) =>
      (['en', 'es', 'de'] as const).flatMap((language) => {
        const text = texts[language];
        if (!text) return [];
        const at = new Date(publishedAt);
        return [
          { slug, language, category, ...text, status: 'published', publishedAt: at, createdAt: at, updatedAt: at },
        ];
      }),
    );
    await tx.insert(blogPosts).values(rows).onConflictDoNothing();
  });
}

/**
 * The built-in case studies, published, once: one an admin deleted or unpublished stays that way on the next start,
 * and a slug an admin already uses keeps the admin's case study.
 */
export async function seedProjects(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({ key: PROJECTS_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const rows = CASE_STUDY_DEFINITIONS.map(({ publishedAt, ...caseStudy }, index) => {
      const at = new Date(publishedAt);
      return {
        ...caseStudy,
        status: 'published',
        sortOrder: (index + 1) * 10,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    await tx.insert(projects).values(rows).onConflictDoNothing({ target: projects.slug });
  });
}

/** Where seeding reports what it did: the server's logger, or nothing. */
export interface SeedLog {
  info(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Settings defaults, the voice demo's agents, the marketplace services, the university, the blog and the case
 * studies are product content, needed everywhere (production included); demo accounts only where asked. All
 * idempotent.
 */
export async function seed(db: Db, options: { demo: boolean; logger: SeedLog }): Promise<void> {
  await seedDefaultSettings(db);
  await seedDemoAgents(db);
  await seedServices(db);
  await seedUniversity(db);
  await seedBlogPosts(db);
  await seedProjects(db);
  if (!options.demo) return;
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, DEMO_MARKER));
  if (marker) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seededHere = await db.transaction(async (tx) => {
    // Instances starting together with SEED_DEMO (decision 040): one seeds, the others find its marker.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-content-seed'))`);
    const [seeded] = await tx.select().from(siteSettings).where(eq(siteSettings.key, DEMO_MARKER));
    if (seeded) return false;
    const ids: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const id = crypto.randomUUID();
      ids[account.email] = id;
      await tx.insert(users).values({
        id,
        email: account.email,
        name: `${account.firstName} ${account.lastName}`,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: '+1 555 0100',
        locale: 'en',
        emailVerified: true,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
      for (const role of account.roles) await tx.insert(userRoles).values({ userId: id, role });
      if (account.paidMember) {
        await tx.insert(membershipOrders).values({
          userId: id,
          email: account.email,
          planName: MEMBERSHIP_PLAN_NAME,
          paymentType: 'setup',
          amountCents: 100_000,
          status: 'paid',
          provider: 'manual',
          paidAt: new Date(),
          commitmentEndsAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
        });
      }
    }
    const owner = ids[`owner@${DEMO_ACCOUNT_DOMAIN}`]!;
    await tx.insert(teamMembers).values({
      userId: owner,
      invitedUserId: ids[`teammate@${DEMO_ACCOUNT_DOMAIN}`],
      email: `teammate@${DEMO_ACCOUNT_DOMAIN}`,
      firstName: 'Tara',
      lastName: 'Teammate',
      hasAiAccess: true,
      status: 'active',
    });
    await tx.insert(siteSettings).values({ key: DEMO_MARKER, value: new Date().toISOString() });
    return true;
  });
  if (seededHere) options.logger.info('demo content seeded', { accounts: DEMO_ACCOUNTS.map((a) => a.email) });
}
