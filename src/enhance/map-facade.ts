/**
 * "Show map" (src/ui/map-facade.tsx) puts the map service's frame in the facade's place, only then, and moves focus
 * to it so that a keyboard visitor finds the map where the button was.
 */
export function enhanceMapFacades(): void {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-map-src]');
    const facade = link?.closest<HTMLElement>('[data-map-facade]');
    if (!link || !facade || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = link.dataset.mapSrc!;
    frame.title = link.dataset.mapTitle!;
    frame.height = '300';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    frame.allowFullscreen = true;
    frame.className = facade.dataset.frameClass!;
    facade.replaceWith(frame);
    frame.focus();
  });
}
