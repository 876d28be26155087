import { type AdminBlogPost, type BlogPostInput, blogPostInputSchema } from '@receptiva/shared';
import { useZodForm } from '@/components/ui/use-zod-form';

/** The editor's fields: the cover fields are text ('' for none), which the shared schema turns into null. */
export type PostFormValues = Omit<Required<BlogPostInput>, 'coverImageUrl' | 'coverImageAlt'> & {
  coverImageUrl: string;
  coverImageAlt: string;
};

export const NEW_POST: PostFormValues = {
  title: '',
  slug: '',
  language: 'en',
  category: 'missed-calls',
  excerpt: '',
  body: '',
  coverImageUrl: '',
  coverImageAlt: '',
  authorName: '',
};

export const formValuesOf = (post: AdminBlogPost): PostFormValues => ({
  title: post.title,
  slug: post.slug,
  language: post.language,
  category: post.category,
  excerpt: post.excerpt,
  body: post.body,
  coverImageUrl: post.coverImageUrl ?? '',
  coverImageAlt: post.coverImageAlt ?? '',
  authorName: post.authorName,
});

/** Checked by the schema the server validates with, so both sides agree on every rule. */
export const usePostForm = (defaultValues: PostFormValues) => useZodForm(blogPostInputSchema, { defaultValues });
export type PostForm = ReturnType<typeof usePostForm>;

/** Which `blog-admin:errors.<key>` explains a failed check, from the field and the zod issue code. */
export function postErrorKey(
  field: string,
  type: string,
): 'slugFormat' | 'httpsOnly' | 'altRequired' | 'required' | 'tooLong' {
  if (field === 'slug' && type !== 'too_big') return 'slugFormat';
  if (field === 'coverImageUrl') return 'httpsOnly';
  if (field === 'coverImageAlt' && type === 'custom') return 'altRequired';
  if (type === 'too_big') return 'tooLong';
  return 'required';
}

/** A suggested address from a title: ASCII words joined by hyphens ("Café & more" → "cafe-more"). */
export const slugFromTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
