import { useEffect, useRef, useState } from 'react';
import { Car } from './icons.tsx';
import type { ResolvedLogo } from '../../schema/page-data.ts';

/**
 * A make's logo: an inline simple-icons path (no request), an image (hidden behind the car icon if it
 * fails to load, also when it failed before hydration), or the car icon when there is no logo. The image is
 * not lazy: a deferred image reports neither success nor failure, so a broken one would stay blank until
 * scrolled to, and logos are few and small.
 * `decorative` hides it from assistive technology when the make's name is written right beside it.
 */
export function MakeLogo({
  logo,
  name,
  className = 'size-10',
  decorative = false,
}: {
  logo: ResolvedLogo;
  name: string;
  className?: string;
  decorative?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const src = logo.kind === 'image' ? logo.src : null;

  // An image that failed before React hydrated never reports onError: ask the browser once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (src && img?.complete) img.decode().catch(() => setFailedSrc(src));
  }, [src]);

  const label = decorative ? undefined : `${name} logo`;
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);

  if (logo.kind === 'sprite')
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" className={className} {...a11y}>
        <use href={logo.href} />
      </svg>
    );
  if (logo.kind === 'image' && failedSrc !== logo.src)
    return (
      <img
        ref={imgRef}
        src={logo.src}
        alt={label ?? ''}
        className={`object-contain ${className}`}
        decoding="async"
        onError={() => setFailedSrc(logo.src)}
      />
    );
  return <Car className={className} focusable="false" {...a11y} />;
}
