import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '../app/site-context.tsx';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * Renders any href that content may hold (schema/primitives.ts Href): internal paths navigate in the app,
 * "call" dials the shop, "directions" opens the maps service in a new tab, "email"/"careers-email" write mail,
 * external addresses open in a new tab with noopener.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const special: Record<string, string> = {
    call: site.phoneHref,
    directions: site.directionsUrl,
    email: `mailto:${site.email}`,
    'careers-email': `mailto:${site.careersEmail}`,
  };
  const target = special[href] ?? href;
  if (href === 'directions' || /^https?:\/\//.test(target))
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  if (target.startsWith('/'))
    return (
      <Link to={target} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={target} {...rest}>
      {children}
    </a>
  );
}
