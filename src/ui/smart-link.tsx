import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../app/site-context.tsx';
import { scrollToTarget } from '../app/scroll.ts';
import { hrefKeyword, isHrefKeyword, keywordTarget } from '../../schema/href-keywords.ts';

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
 * through react-router (a link to the page already shown goes back to its top), the href keywords resolve
 * to the shop's phone, maps directions (new tab) and e-mail addresses, external addresses open in a new tab
 * with noopener.
 */
export function SmartLink({ href, children, onClick, ...rest }: Props) {
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const target = isHrefKeyword(href) ? keywordTarget(href, site) : href;
  if (href === hrefKeyword.directions || /^https?:\/\//.test(target))
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
