import { Pause, Play } from '../../ui/icons.tsx';
import { Picture } from '../../ui/picture.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';

type Media = Pick<HomePage['hero'], 'image' | 'video'>;

/**
 * The hero's background: the poster image, always in the HTML (it is the page's largest paint), and on medium and
 * wider screens, once the page runs, the looping muted video fading in over it (src/enhance/hero-video.ts, which
 * creates it: small screens never load it). A dark overlay keeps the text readable. The pause button (WCAG 2.2.2:
 * moving content that lasts more than five seconds must be pausable) shows once the video plays.
 */
export function HeroMedia({ image, video }: Media) {
  return (
    <div className="absolute inset-0 overflow-hidden" data-hero-video={video.src}>
      <Picture image={image} sizes="100vw" fetchPriority="high" className="absolute inset-0 size-full object-cover" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy-900/80 lg:bg-linear-to-r lg:from-navy-900/95 lg:via-navy-900/80 lg:to-navy-900/55"
      />
      <button
        type="button"
        hidden
        aria-pressed="false"
        aria-label="Pause background video"
        className="group absolute right-4 bottom-4 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-navy-900/70 text-white ring-1 ring-white/40 hover:bg-navy-900"
      >
        <Pause className="size-4 group-aria-pressed:hidden" aria-hidden="true" />
        <Play className="hidden size-4 group-aria-pressed:block" aria-hidden="true" />
      </button>
    </div>
  );
}
