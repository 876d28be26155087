/** The look of a rendered post body (safe HTML from the server, or the editor's preview): headings, lists, links. */
export const proseClasses = [
  'text-base leading-7 text-slate-700 sm:text-lg sm:leading-8',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:mt-2',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-primary-800',
  '[&_blockquote]:mt-5 [&_blockquote]:border-s-4 [&_blockquote]:border-primary-200 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:mt-5 [&_pre]:overflow-x-auto',
  '[&_img]:mt-6 [&_img]:rounded-xl [&_strong]:font-semibold [&_strong]:text-slate-900 [&_hr]:my-8',
  '[&_table]:mt-5 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
  '[&>:first-child]:mt-0',
].join(' ');
