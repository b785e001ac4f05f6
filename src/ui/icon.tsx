import { createContext, createElement, useContext } from 'react';
import type { IconName } from '../../schema/primitives.ts';
import type { IconNode } from '../../schema/page-data.ts';

/** The drawings of the icons the current page names; the build puts them in the page's data. */
export const IconsContext = createContext<Record<string, IconNode>>({});

/** A content icon (schema/primitives.ts IconName), drawn like lucide's icons from data, with no icon code shipped. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const node = useContext(IconsContext)[name] ?? [];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
