import type { GlyphName } from "../../ui/glyphs";
import { Icon } from "../../ui/icon";

/** The icons data/services.ts and data/tips.ts name; anything else gets a neutral mark. */
const icons: Record<string, GlyphName> = {
  Backpack: "backpack",
  CalendarDays: "calendar-days",
  Camera: "camera",
  Car: "car",
  Compass: "compass",
  HeartPulse: "heart-pulse",
  Hotel: "hotel",
  Leaf: "leaf",
  Plane: "plane",
  PlaneLanding: "plane-landing",
  Users: "users",
  Wallet: "wallet",
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={icons[name] ?? "sparkles"} className={className} />;
}
