import type { BlogCategory } from '@receptiva/shared';
import { Bot, CalendarClock, type LucideIcon, Megaphone, PhoneMissed, Star, Wrench } from 'lucide-react';

const ICONS: Record<BlogCategory, LucideIcon> = {
  'missed-calls': PhoneMissed,
  'voice-agents': Bot,
  scheduling: CalendarClock,
  reviews: Star,
  marketing: Megaphone,
  operations: Wrench,
};

export const CategoryIcon = ({ category, className }: { category: BlogCategory; className?: string }) => {
  const Icon = ICONS[category];
  return <Icon aria-hidden="true" className={className} />;
};
