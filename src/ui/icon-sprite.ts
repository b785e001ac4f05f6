import type { IconName } from '../../schema/primitives.ts';

/**
 * Every icon the site draws is a lucide icon drawn once per page as a <symbol> (scripts/vite-icon-sprite.ts): a
 * page's HTML holds a short <use> per icon and, at its end, the symbols it uses, so that no icon waits for a request
 * (a sprite file fetched while the page is laid out delayed its first paint on a phone). The same symbols are in one
 * sprite file too, which a page with islands adds (src/islands/icon-symbols.ts): an island may draw an icon the page
 * did not have. This module names the icons; src/ui/icons.tsx draws them.
 */

/** The element id of an icon's symbol in a page: `icon-phone`. */
export const iconElementId = (icon: SpriteIconId) => `icon-${icon}`;

/** The id of the hidden <svg> that holds a page's icon symbols (src/vike/render-document.tsx). */
export const ICON_SYMBOLS_ID = 'icon-symbols';

/** The lucide icon that draws each icon name content may use (schema/primitives.ts IconName). */
export const CONTENT_ICONS = {
  wrench: 'wrench',
  'shield-check': 'shield-check',
  clock: 'clock',
  'dollar-sign': 'dollar-sign',
  award: 'award',
  car: 'car',
  truck: 'truck',
  gauge: 'gauge',
  cpu: 'cpu',
  battery: 'battery',
  thermometer: 'thermometer',
  snowflake: 'snowflake',
  droplet: 'droplet',
  zap: 'zap',
  settings: 'settings',
  search: 'search',
  calendar: 'calendar',
  'map-pin': 'map-pin',
  phone: 'phone',
  users: 'users',
  heart: 'heart',
  star: 'star',
  'check-circle': 'circle-check',
  'clipboard-check': 'clipboard-check',
  hammer: 'hammer',
  fuel: 'fuel',
  disc: 'disc',
  cog: 'cog',
  'graduation-cap': 'graduation-cap',
  briefcase: 'briefcase',
  home: 'house',
  handshake: 'handshake',
  'thumbs-up': 'thumbs-up',
  timer: 'timer',
  'badge-check': 'badge-check',
  route: 'route',
  'file-text': 'file-text',
  mail: 'mail',
  sparkles: 'sparkles',
  activity: 'activity',
  flame: 'flame',
  wind: 'wind',
  'tool-case': 'toolbox',
} as const satisfies Record<IconName, string>;

/** The lucide icons the code draws by name (the components of src/ui/icons.tsx). */
const CODE_ICONS = [
  'arrow-left',
  'arrow-right',
  'calendar',
  'calendar-check',
  'calendar-days',
  'car',
  'check',
  'chevron-down',
  'chevron-right',
  'circle-check',
  'clock',
  'external-link',
  'gauge',
  'hash',
  'house',
  'lightbulb',
  'mail',
  'map-pin',
  'menu',
  'navigation',
  'pause',
  'phone',
  'play',
  'quote',
  'search',
  'search-x',
  'send',
  'shield-check',
  'star',
  'tag',
  'triangle-exclamation-point',
  'truck',
  'user-round',
  'wrench',
  'x',
] as const;

/** The id of an icon in the sprite: a lucide icon's file name. */
export type SpriteIconId = (typeof CODE_ICONS)[number] | (typeof CONTENT_ICONS)[IconName];

/** Every icon of the sprite, each once. */
export const SPRITE_ICONS: readonly SpriteIconId[] = [...new Set([...CODE_ICONS, ...Object.values(CONTENT_ICONS)])];
