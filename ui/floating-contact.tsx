import type * as React from "react";

import { WeChatIcon, WhatsAppIcon } from "./brand-icons";
import { cn } from "./cn";
import { useKitCopy } from "./kit-provider";

const bubbleClasses =
  "inline-flex size-12 cursor-pointer items-center justify-center rounded-full shadow-lifted transition-transform duration-(--duration-short) hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-6 sm:size-14";

/**
 * The floating WhatsApp and WeChat buttons, bottom left, so they never cover the Book Now
 * toggle at bottom right. The callbacks let the site record whatsapp_clicked and
 * wechat_button_clicked; WeChat opens the WeChat modal (the `<dialog>` named `wechatDialogId`) by
 * itself, before any script has run.
 *
 * On a phone they are smaller (48 px) and sit side by side along the bottom edge, where a page's
 * text runs on under them last, rather than one above the other over the start of its lines;
 * and they step aside while the traveller types in a form field, whose keyboard leaves little
 * of the screen to cover.
 */
function FloatingContact({
  whatsappUrl,
  onWhatsAppClick,
  wechatDialogId,
  onWeChatClick,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  whatsappUrl: string;
  onWhatsAppClick?: () => void;
  /** The id of the WeChat modal, which the WeChat button opens. */
  wechatDialogId: string;
  onWeChatClick?: () => void;
}) {
  const copy = useKitCopy("floatingContact");
  return (
    <div
      data-slot="floating-contact"
      className={cn(
        "fixed bottom-5 left-5 z-40 flex gap-3 sm:flex-col max-sm:typing:invisible",
        className,
      )}
      {...props}
    >
      <a
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={copy.whatsapp}
        onClick={onWhatsAppClick}
        data-slot="floating-contact-whatsapp"
        className={cn(
          bubbleClasses,
          "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        )}
      >
        <WhatsAppIcon />
      </a>
      <button
        type="button"
        aria-label={copy.wechat}
        aria-haspopup="dialog"
        commandfor={wechatDialogId}
        command="show-modal"
        onClick={onWeChatClick}
        data-slot="floating-contact-wechat"
        className={cn(bubbleClasses, "border border-border bg-card text-secondary hover:bg-accent")}
      >
        <WeChatIcon />
      </button>
    </div>
  );
}

export { FloatingContact };
