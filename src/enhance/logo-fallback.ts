/** A logo image that cannot load gives way to the car icon kept beside it (src/ui/make-logo.tsx). */
export function replaceBrokenLogos(): void {
  const replace = (img: HTMLImageElement) => {
    const template = img.nextElementSibling;
    if (template instanceof HTMLTemplateElement) {
      img.replaceWith(template.content.cloneNode(true));
      template.remove();
    }
  };
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-logo-fallback]')) {
    // An image that failed before this script ran reports no error any more: ask it.
    if (img.complete) img.decode().catch(() => replace(img));
    else img.addEventListener('error', () => replace(img), { once: true });
  }
}
