import type * as React from "react";

import { cn } from "./cn";
import { Icon, type IconProps } from "./icon";

type BrandIconProps = Omit<IconProps, "name">;

/** A brand mark from the sprite, 20 px unless sized, which never shrinks in a flex row. */
function brandIcon(name: IconProps["name"]) {
  return function BrandIcon({ className, size = 20, ...props }: BrandIconProps): React.JSX.Element {
    return (
      <Icon
        name={name}
        size={size}
        data-slot="brand-icon"
        className={cn("shrink-0", className)}
        {...props}
      />
    );
  };
}

/** Line glyphs for the contact channels and social networks, drawn to sit beside lucide icons. */
const WhatsAppIcon = brandIcon("brand-whatsapp");
const WeChatIcon = brandIcon("brand-wechat");
const FacebookIcon = brandIcon("brand-facebook");
const InstagramIcon = brandIcon("brand-instagram");
const XIcon = brandIcon("brand-x");
const LinkedInIcon = brandIcon("brand-linkedin");

export { FacebookIcon, InstagramIcon, LinkedInIcon, WeChatIcon, WhatsAppIcon, XIcon };
