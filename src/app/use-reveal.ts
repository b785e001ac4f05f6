import { useEffect } from 'react';
import { prefersReducedMotion } from './scroll.ts';

/**
 * Sections marked `data-reveal` fade in once, when 15% of them is visible (spec: threshold 0.1-0.3).
 * Without JavaScript, or with reduced motion, nothing is ever hidden: the `js-reveal` class that hides
 * not-yet-revealed sections is only added here, and what is already on screen is revealed at once.
 */
export function useReveal(pageKey: string): void {
  useEffect(() => {
    if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    const root = document.documentElement;
    const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])')];
    const inView = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return r.top < window.innerHeight && r.bottom > 0;
    };
    for (const el of pending) if (inView(el)) el.dataset.revealed = '';
    root.classList.add('js-reveal');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries)
          if (e.isIntersecting) {
            (e.target as HTMLElement).dataset.revealed = '';
            observer.unobserve(e.target);
          }
      },
      { threshold: 0.15 },
    );
    for (const el of pending) if (!('revealed' in el.dataset)) observer.observe(el);
    return () => observer.disconnect();
  }, [pageKey]);
}
