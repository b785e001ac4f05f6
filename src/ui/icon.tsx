import {
  Wrench, ShieldCheck, Clock, DollarSign, Award, Car, Truck, Gauge, Cpu, Battery, Thermometer, Snowflake,
  Droplet, Zap, Settings, Search, Calendar, MapPin, Phone, Users, Heart, Star, CircleCheck, ClipboardCheck,
  Hammer, Fuel, Disc, Cog, GraduationCap, Briefcase, House, Handshake, ThumbsUp, Timer, BadgeCheck, Route,
  FileText, Mail, Sparkles, Activity, Flame, Wind, Toolbox, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../schema/primitives.ts';

/** The icons content may name (schema/primitives.ts IconName), each drawn by one lucide icon. */
const icons: Record<IconName, LucideIcon> = {
  wrench: Wrench, 'shield-check': ShieldCheck, clock: Clock, 'dollar-sign': DollarSign, award: Award, car: Car,
  truck: Truck, gauge: Gauge, cpu: Cpu, battery: Battery, thermometer: Thermometer, snowflake: Snowflake,
  droplet: Droplet, zap: Zap, settings: Settings, search: Search, calendar: Calendar, 'map-pin': MapPin,
  phone: Phone, users: Users, heart: Heart, star: Star, 'check-circle': CircleCheck, 'clipboard-check': ClipboardCheck,
  hammer: Hammer, fuel: Fuel, disc: Disc, cog: Cog, 'graduation-cap': GraduationCap, briefcase: Briefcase,
  home: House, handshake: Handshake, 'thumbs-up': ThumbsUp, timer: Timer, 'badge-check': BadgeCheck, route: Route,
  'file-text': FileText, mail: Mail, sparkles: Sparkles, activity: Activity, flame: Flame, wind: Wind, 'tool-case': Toolbox,
};

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
