/**
 * The attribute that asks for `data-scrolled` once the page is scrolled further than its value in pixels (the
 * header turns more opaque past 50, the home page's call bar shows past 100). An element that also carries
 * `data-inert-until-scrolled` is inert while it is not shown: neither focusable nor announced.
 */
export const SCROLL_PAST = 'data-scroll-past';

export function watchScroll(): void {
  const watched = [...document.querySelectorAll<HTMLElement>(`[${SCROLL_PAST}]`)];
  if (!watched.length) return;
  const update = () => {
    for (const el of watched) {
      const past = window.scrollY > Number(el.getAttribute(SCROLL_PAST));
      el.toggleAttribute('data-scrolled', past);
      if (el.hasAttribute('data-inert-until-scrolled')) el.inert = !past;
    }
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
