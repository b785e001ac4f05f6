import type { Head } from '../vike/types.ts';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/** Keeps title, description, canonical, social tags and structured data right after client-side navigation. */
export function applyHead(head: Head): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:type', head.type);
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex) setMeta('name', 'robots', 'noindex');
  else robots?.remove();
  document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  for (const ld of head.jsonLd) {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.textContent = JSON.stringify(ld);
    document.head.append(s);
  }
}
