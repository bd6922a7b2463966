/** Share links for a story: a social network, a short-message network, a professional network and e-mail. */
export type ShareLink = { network: 'facebook' | 'x' | 'linkedin' | 'email'; label: string; href: string }

export function shareLinks({ url, title, siteName, postType }: { url: string; title: string; siteName: string; postType: string }): ShareLink[] {
  const u = encodeURIComponent(url)
  // The e-mail subject names the site, the kind of post and its title, so the reader knows what was shared before opening it.
  const subject = encodeURIComponent(`${siteName} - ${postType}: ${title}`)
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${subject}&body=${u}` },
  ]
}
