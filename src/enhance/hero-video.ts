import { prefersReducedMotion } from './reveal.ts';

/**
 * The home hero's looping muted video, created on medium and wider screens whose visitor does not ask for reduced
 * motion (small screens never download it), fading in over the poster image once it plays; its pause button shows
 * then. See src/sections/home/hero-media.tsx.
 */
export function playHeroVideo(): void {
  const host = document.querySelector<HTMLElement>('[data-hero-video]');
  if (!host || !window.matchMedia('(min-width: 768px)').matches || prefersReducedMotion()) return;
  const src = host.dataset.heroVideo!;
  const video = document.createElement('video');
  Object.assign(video, { muted: true, loop: true, playsInline: true, autoplay: true, tabIndex: -1 });
  video.poster = host.querySelector('img')!.currentSrc || host.querySelector('img')!.src;
  video.setAttribute('aria-hidden', 'true');
  video.className = 'absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000';
  const source = document.createElement('source');
  source.src = src;
  source.type = src.endsWith('.webm') ? 'video/webm' : 'video/mp4';
  video.append(source);
  host.querySelector('picture')!.after(video);
  const button = host.querySelector<HTMLButtonElement>('button')!;
  video.addEventListener(
    'playing',
    () => {
      video.classList.replace('opacity-0', 'opacity-100');
      button.hidden = false;
    },
    { once: true },
  );
  button.addEventListener('click', () => {
    const pause = !video.paused;
    if (pause) video.pause();
    else video.play().catch(() => undefined);
    button.setAttribute('aria-pressed', String(pause));
  });
  video.play().catch(() => undefined); // a refused autoplay leaves the poster image in view
}
