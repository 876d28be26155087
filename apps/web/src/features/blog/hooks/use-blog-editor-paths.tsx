import { createContext, type ReactNode, useContext } from 'react';
import { paths } from '@/config/paths';

/** Where the blog editor's pages live: the admin area for admins, the staff dashboard for staff (decision 037). */
export type BlogEditorArea = 'admin' | 'staff';

export interface BlogEditorPaths {
  list: string;
  newPost: string;
  post: (postId: string) => string;
}

const PATHS: Record<BlogEditorArea, BlogEditorPaths> = {
  admin: {
    list: paths.admin.blog.getHref(),
    newPost: paths.admin.blogNew.getHref(),
    post: paths.admin.blogPost.getHref,
  },
  staff: {
    list: paths.staffBlog.getHref(),
    newPost: paths.staffBlogNew.getHref(),
    post: paths.staffBlogPost.getHref,
  },
};

const BlogEditorPathsContext = createContext<BlogEditorPaths>(PATHS.admin);

/** Around the editor's pages: its links and redirects stay in the area it was opened from. */
export const BlogEditorArea = ({ area, children }: { area: BlogEditorArea; children: ReactNode }) => (
  <BlogEditorPathsContext value={PATHS[area]}>{children}</BlogEditorPathsContext>
);

export const useBlogEditorPaths = (): BlogEditorPaths => useContext(BlogEditorPathsContext);
