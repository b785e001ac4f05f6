import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';

type Media = Pick<HomePage['hero'], 'image' | 'video'>;

const WIDE = '(min-width: 768px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True once mounted on a screen of medium width or wider whose visitor does not ask for reduced motion. */
function useWideMotionScreen(): boolean {
  const [ok, setOk] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const reduced = window.matchMedia(REDUCED_MOTION);
    const update = () => setOk(wide.matches && !reduced.matches);
    update();
    wide.addEventListener('change', update);
    reduced.addEventListener('change', update);
    return () => {
      wide.removeEventListener('change', update);
      reduced.removeEventListener('change', update);
    };
  }, []);
  return ok;
}

/**
 * The hero's background: the poster image, always in the HTML (it is the page's largest paint), and on
 * medium and wider screens, once the page runs, the looping muted video fading in over it. Small screens
 * never load the video. A dark overlay keeps the text readable.
 */
export function HeroMedia({ image, video }: Media) {
  const showVideo = useWideMotionScreen();
  return (
    <div className="absolute inset-0 overflow-hidden">
      <picture>
        {image.sources?.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="100vw" />
        ))}
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          {...{ fetchpriority: 'high' }}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      {showVideo && <HeroVideo src={video.src} poster={image.src} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy-900/80 lg:bg-linear-to-r lg:from-navy-900/95 lg:via-navy-900/80 lg:to-navy-900/55"
      />
    </div>
  );
}

function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.muted = true; // autoplay needs the property, not only the attribute
    el.play().catch(() => undefined); // a refused autoplay leaves the poster image in view
  }, []);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) {
      el.play().catch(() => undefined);
      setPaused(false);
    } else {
      el.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <video
        ref={ref}
        poster={poster}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
      >
        <source src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      </video>
      {/* Moving content that lasts more than five seconds must be pausable (WCAG 2.2.2). */}
      {playing && (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={paused}
          aria-label="Pause background video"
          className="absolute right-4 bottom-4 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-navy-900/70 text-white ring-1 ring-white/40 hover:bg-navy-900"
        >
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
      )}
    </>
  );
}
