import { eq } from 'drizzle-orm';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestServer } from '../../../test/server';
import { blogPosts, userRoles } from '../../db/schema';

type NewPost = Partial<typeof blogPosts.$inferInsert> & { slug: string };

/** A post row as the seed or the editor would leave it; published a day ago unless told otherwise. */
export async function insertPost(server: TestServer, post: NewPost) {
  const [row] = await server.db
    .insert(blogPosts)
    .values({
      language: 'en',
      title: `Title of ${post.slug}`,
      excerpt: `Excerpt of ${post.slug}`,
      body: `Body of **${post.slug}**.`,
      category: 'operations',
      authorName: 'Test author',
      status: 'published',
      publishedAt: new Date(Date.now() - 24 * 3600 * 1000),
      ...post,
    })
    .returning();
  return row!;
}

export const removeAllPosts = (server: TestServer) => server.db.delete(blogPosts);

export const postBySlug = async (server: TestServer, slug: string, language = 'en') =>
  (await server.db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).find((row) => row.language === language);

/** A signed-in staff member (role `member`, DESIGN §4): may edit the blog. */
export async function signInStaff(server: TestServer) {
  const { client, email } = await signUpAndConfirm(server);
  const me = await getMe(client);
  await server.db.insert(userRoles).values({ userId: me.user.id, role: 'member' });
  return { client, email, userId: me.user.id };
}
