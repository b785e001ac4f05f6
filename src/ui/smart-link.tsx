import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../app/site-context.tsx';
import { scrollToTarget } from '../app/scroll.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** A plain click (no modifier key, main button, no target): the app handles it; anything else is the browser's. */
const isPlainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  !e.defaultPrevented &&
  e.button === 0 &&
  !e.metaKey &&
  !e.ctrlKey &&
  !e.shiftKey &&
  !e.altKey &&
  !e.currentTarget.target;

/**
 * Renders any href that content may hold (schema/primitives.ts Href): internal paths navigate in the app
 * through react-router (a link to the page already shown goes back to its top), "call" dials the shop,
 * "directions" opens the maps service in a new tab, "email"/"careers-email" write mail, external addresses
 * open in a new tab with noopener.
 */
export function SmartLink({ href, children, onClick, ...rest }: Props) {
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const special: Record<string, string> = {
    call: site.phoneHref,
    directions: site.directionsUrl,
    email: `mailto:${site.email}`,
    'careers-email': `mailto:${site.careersEmail}`,
  };
  const target = special[href] ?? href;
  if (href === 'directions' || /^https?:\/\//.test(target))
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  if (!target.startsWith('/'))
    return (
      <a href={target} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  const navigateInApp = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!isPlainClick(e)) return;
    e.preventDefault();
    const [path = '/', hash = ''] = target.split('#');
    if (path === location.pathname && !hash) scrollToTarget('');
    else navigate(target);
  };
  return (
    <a href={target} onClick={navigateInApp} {...rest}>
      {children}
    </a>
  );
}
