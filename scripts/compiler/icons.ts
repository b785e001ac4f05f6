import { createRequire } from 'node:module';
import type * as Lucide from 'lucide-react';
import { IconName } from '../../schema/primitives.ts';
import type { IconNode } from '../../schema/page-data.ts';

// Loaded on first use: a content check that builds no page never pays for React and 1,000+ icons.
const require = createRequire(import.meta.url);
let renderIcon: ((name: keyof typeof Lucide) => string) | undefined;
function render(name: keyof typeof Lucide): string {
  if (!renderIcon) {
    const { createElement } = require('react') as typeof import('react');
    const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
    const lucide = require('lucide-react') as typeof Lucide;
    renderIcon = (n) => renderToStaticMarkup(createElement(lucide[n] as Lucide.LucideIcon));
  }
  return renderIcon(name);
}

/** The lucide icon that draws each icon name content may use. */
const lucideName: Record<IconName, keyof typeof Lucide> = {
  wrench: 'Wrench',
  'shield-check': 'ShieldCheck',
  clock: 'Clock',
  'dollar-sign': 'DollarSign',
  award: 'Award',
  car: 'Car',
  truck: 'Truck',
  gauge: 'Gauge',
  cpu: 'Cpu',
  battery: 'Battery',
  thermometer: 'Thermometer',
  snowflake: 'Snowflake',
  droplet: 'Droplet',
  zap: 'Zap',
  settings: 'Settings',
  search: 'Search',
  calendar: 'Calendar',
  'map-pin': 'MapPin',
  phone: 'Phone',
  users: 'Users',
  heart: 'Heart',
  star: 'Star',
  'check-circle': 'CircleCheck',
  'clipboard-check': 'ClipboardCheck',
  hammer: 'Hammer',
  fuel: 'Fuel',
  disc: 'Disc',
  cog: 'Cog',
  'graduation-cap': 'GraduationCap',
  briefcase: 'Briefcase',
  home: 'House',
  handshake: 'Handshake',
  'thumbs-up': 'ThumbsUp',
  timer: 'Timer',
  'badge-check': 'BadgeCheck',
  route: 'Route',
  'file-text': 'FileText',
  mail: 'Mail',
  sparkles: 'Sparkles',
  activity: 'Activity',
  flame: 'Flame',
  wind: 'Wind',
  'tool-case': 'Toolbox',
};

const cache = new Map<IconName, IconNode>();

/** The SVG elements of an icon, drawn once at build time so the pages ship data, not icon code. */
export function iconNode(name: IconName): IconNode {
  let node = cache.get(name);
  if (!node) {
    const markup = render(lucideName[name]);
    const inner = markup.replace(/^<svg[^>]*>|<\/svg>$/g, '');
    node = [...inner.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>(?:<\/\1>)?/g)].map(([, tag, attrs]) => [
      tag!,
      Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!])),
    ]);
    cache.set(name, node);
  }
  return node;
}

/** Every icon a page's data names (any `icon:` field), with its drawing. */
export function iconsOf(data: unknown): Record<string, IconNode> {
  const found: Record<string, IconNode> = {};
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'icon' && typeof x === 'string' && IconName.safeParse(x).success) found[x] = iconNode(x as IconName);
        else walk(x);
      }
  };
  walk(data);
  return found;
}
