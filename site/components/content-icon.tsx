import {
  Backpack,
  CalendarDays,
  Camera,
  Car,
  Compass,
  HeartPulse,
  Hotel,
  Leaf,
  Plane,
  PlaneLanding,
  Sparkles,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/** The icons data/services.ts and data/tips.ts name; anything else gets a neutral mark. */
const icons: Record<string, LucideIcon> = {
  Backpack,
  CalendarDays,
  Camera,
  Car,
  Compass,
  HeartPulse,
  Hotel,
  Leaf,
  Plane,
  PlaneLanding,
  Users,
  Wallet,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon aria-hidden className={className} />;
}
