import {
  BarChart3,
  CalendarCheck,
  Kanban,
  Languages,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageSquare,
  Newspaper,
  Phone,
  PhoneMissed,
  PhoneOutgoing,
  Receipt,
  Smartphone,
  Sparkles,
  Star,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'bar-chart': BarChart3,
  'calendar-check': CalendarCheck,
  kanban: Kanban,
  languages: Languages,
  mail: Mail,
  megaphone: Megaphone,
  'message-square': MessageSquare,
  newspaper: Newspaper,
  phone: Phone,
  'phone-missed': PhoneMissed,
  'phone-outgoing': PhoneOutgoing,
  receipt: Receipt,
  smartphone: Smartphone,
  star: Star,
};

/** A service's card illustration, from its image key (an unknown key gets a generic one) or its picture's address. */
export const ServiceIcon = ({ image }: { image: string }) => {
  // An admin may give a picture's address instead (https or a path on this site); it is decoration, like the icon.
  if (image.startsWith('https://') || image.startsWith('/')) {
    return <img src={image} alt="" loading="lazy" className="size-11 shrink-0 rounded-xl object-cover" />;
  }
  const Icon = ICONS[image] ?? Sparkles;
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700"
    >
      <Icon className="size-5" />
    </span>
  );
};
