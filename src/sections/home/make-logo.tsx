import { useEffect, useRef, useState } from 'react';
import { Car } from 'lucide-react';
import type { ResolvedLogo } from '../../../scripts/compiler/logos.ts';

/**
 * A make's logo: an inline icon path (no request), an image whose failure hides it and shows the
 * fallback car icon (spec: broken make logo), or the fallback icon when there is no logo at all.
 */
export function MakeLogo({ logo, name, className = 'size-10' }: { logo: ResolvedLogo; name: string; className?: string }) {
  if (logo.kind === 'path')
    return (
      <svg viewBox="0 0 24 24" role="img" aria-label={name} fill="currentColor" className={className}>
        <path d={logo.d} />
      </svg>
    );
  if (logo.kind === 'image') return <LogoImage src={logo.src} name={name} className={className} />;
  return <Fallback className={className} />;
}

function Fallback({ className }: { className: string }) {
  return <Car className={className} aria-hidden="true" />;
}

function LogoImage({ src, name, className }: { src: string; name: string; className: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  // An image that failed before the page was hydrated fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);
  if (broken) return <Fallback className={className} />;
  return (
    <img ref={ref} src={src} alt={name} width={40} height={40} loading="lazy" decoding="async"
      onError={() => setBroken(true)} className={`${className} object-contain`} />
  );
}
