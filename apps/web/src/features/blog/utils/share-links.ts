/** Plain share links (no third-party script): each network's own share address with the post's URL and title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { key: 'x', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'email', href: `mailto:?subject=${text}&body=${u}` },
  ] as const;
}
