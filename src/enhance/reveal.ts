const SHARE = 0.15;
const SELECTOR = '[data-reveal]:not([data-revealed])';

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Sections marked `data-reveal` fade in once, when 15% of them is visible (a threshold within 10-30% keeps the fade
 * subtle), or when they fill 15% of the screen (a section taller than the screen could otherwise never reach its
 * share). Revealing a block also reveals the `data-reveal` items nested in it (they keep their reveal delay) and the
 * blocks around it, so nothing ever stays hidden inside a visible block. Blocks added later (a filtered list) are
 * watched too. Without JavaScript, or with reduced motion, nothing is ever hidden: the `js-reveal` class that hides
 * not-yet-revealed blocks is only added here, and what is already on screen is revealed at once.
 */
export function revealOnScroll(): void {
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  const reveal = (el: Element) => {
    const group = [el, ...el.querySelectorAll(SELECTOR)];
    for (let up = el.parentElement?.closest(SELECTOR); up; up = up.parentElement?.closest(SELECTOR)) group.push(up);
    for (const item of group) {
      (item as HTMLElement).dataset.revealed = '';
      for (const o of observers) o.unobserve(item);
    }
  };
  const onReport = (minRatio: number) => (entries: IntersectionObserverEntry[]) => {
    for (const e of entries)
      if (e.isIntersecting && e.intersectionRatio >= minRatio && !('revealed' in (e.target as HTMLElement).dataset))
        reveal(e.target);
  };
  // 15% of the block is visible, or the block reaches above the bottom 15% of the screen.
  const observers = [
    new IntersectionObserver(onReport(SHARE - 0.001), { threshold: SHARE }),
    new IntersectionObserver(onReport(0), { rootMargin: `0px 0px -${SHARE * 100}% 0px`, threshold: 0 }),
  ];
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0 && r.width > 0;
  };
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (inView(el)) reveal(el);
    else for (const o of observers) o.observe(el);
  }
  document.documentElement.classList.add('js-reveal');

  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof Element) {
          if (node.matches(SELECTOR)) added.push(node);
          added.push(...node.querySelectorAll(SELECTOR));
        }
    // Scroll-triggered, not instant: an added block on screen still fades in via the observer's first report.
    for (const el of added) if (!('revealed' in (el as HTMLElement).dataset)) for (const o of observers) o.observe(el);
  }).observe(document.body, { childList: true, subtree: true });
}
