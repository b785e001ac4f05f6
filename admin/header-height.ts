/**
 * Keeps `--ed-header-height` on the document equal to the height of the back office's header (made by the server),
 * so that the draft's bar sticks just under it where the header sticks too, however many rows its links take.
 */
export function followHeaderHeight(): void {
  const header = document.querySelector<HTMLElement>('.ed-header');
  if (!header) return;
  const set = () => document.documentElement.style.setProperty('--ed-header-height', `${header.offsetHeight}px`);
  set();
  new ResizeObserver(set).observe(header);
}
