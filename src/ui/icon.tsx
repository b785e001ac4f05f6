import type { IconName } from '../../schema/primitives.ts';
import { CONTENT_ICONS } from './icon-sprite.ts';
import { SpriteIcon } from './icons.tsx';

/** A content icon (schema/primitives.ts IconName), drawn from the icon sprite. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <SpriteIcon icon={CONTENT_ICONS[name]} className={className} focusable="false" />;
}
