import type { BlogPost } from '@receptiva/shared';

/** schema.org BlogPosting for a post: what search engines show as an article result. */
export function articleJsonLd(post: BlogPost, { url, brand, origin }: { url: string; brand: string; origin: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: post.language,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Person', name: post.authorName },
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: brand,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    ...(post.coverImageUrl ? { image: [post.coverImageUrl] } : {}),
  };
}
