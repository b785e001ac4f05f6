import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSite } from '../app/site-context.tsx';
import { hrefKeyword, isHrefKeyword, keywordTarget } from '../../schema/href-keywords.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * Renders any href that content may hold (schema/primitives.ts Href): internal paths are plain links (moving to
 * another page loads its document, prerendered by the speculation rules when the visitor points at the link), the
 * href keywords resolve to the shop's phone, maps directions (new tab) and e-mail addresses, external addresses
 * open in a new tab with noopener.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const site = useSite();
  const target = isHrefKeyword(href) ? keywordTarget(href, site) : href;
  const external = href === hrefKeyword.directions || /^https?:\/\//.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
