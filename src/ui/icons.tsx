import type { SVGProps } from 'react';
import { iconElementId, type SpriteIconId } from './icon-sprite.ts';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * One icon, drawn from its symbol in the page (src/ui/icon-sprite.ts). Stroke, caps and joins come from the `lucide` class (app.css),
 * size and colour from the other classes; width and height are only for a page read without its styles. Hidden
 * from assistive technology unless it is given a label or a role.
 */
export function SpriteIcon({ icon, className, ...rest }: IconProps & { icon: SpriteIconId }) {
  const labelled = 'aria-label' in rest || 'aria-labelledby' in rest || 'role' in rest;
  return (
    <svg
      width={24}
      height={24}
      className={className ? `lucide ${className}` : 'lucide'}
      {...(!labelled && { 'aria-hidden': true })}
      {...rest}
    >
      <use href={`#${iconElementId(icon)}`} />
    </svg>
  );
}

const named = (icon: SpriteIconId) => {
  const Named = (props: IconProps) => <SpriteIcon icon={icon} {...props} />;
  return Named;
};

// The icons the code draws, named as lucide-react names them.
export const ArrowLeft = named('arrow-left');
export const ArrowRight = named('arrow-right');
export const Calendar = named('calendar');
export const CalendarCheck = named('calendar-check');
export const CalendarDays = named('calendar-days');
export const Car = named('car');
export const Check = named('check');
export const ChevronDown = named('chevron-down');
export const ChevronRight = named('chevron-right');
export const CircleCheck = named('circle-check');
export const Clock = named('clock');
export const ExternalLink = named('external-link');
export const Gauge = named('gauge');
export const Hash = named('hash');
export const House = named('house');
export const Lightbulb = named('lightbulb');
export const Mail = named('mail');
export const MapPin = named('map-pin');
export const Menu = named('menu');
export const Navigation = named('navigation');
export const Pause = named('pause');
export const Phone = named('phone');
export const Play = named('play');
export const Quote = named('quote');
export const Search = named('search');
export const SearchX = named('search-x');
export const Send = named('send');
export const ShieldCheck = named('shield-check');
export const Star = named('star');
export const Tag = named('tag');
export const TriangleAlert = named('triangle-exclamation-point');
export const Truck = named('truck');
export const UserRound = named('user-round');
export const Wrench = named('wrench');
export const X = named('x');
