import { Car } from './icons.tsx';
import type { ResolvedLogo } from '../../schema/page-data.ts';

/**
 * A make's logo: a simple-icons logo (its path, in the page), an image, or the car icon when there is no logo. An
 * image that fails to load (also before the page's script ran) is replaced by the car icon kept beside it in a
 * template (src/enhance/logo-fallback.ts). The image is not lazy: a deferred image reports neither success nor
 * failure, so a broken one would stay blank until scrolled to, and logos are few and small.
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
  const label = decorative ? undefined : `${name} logo`;
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);

  if (logo.kind === 'inline')
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" className={className} {...a11y}>
        <path d={logo.path} />
      </svg>
    );
  const car = <Car className={className} focusable="false" {...a11y} />;
  if (logo.kind === 'image')
    return (
      <>
        <img
          src={logo.src}
          alt={label ?? ''}
          className={`object-contain ${className}`}
          decoding="async"
          data-logo-fallback
        />
        <template>{car}</template>
      </>
    );
  return car;
}
