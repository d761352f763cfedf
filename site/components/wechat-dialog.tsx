import { wechatModalCopy } from "#messages/kit-wechat-modal";
import { siteConfig } from "../../data/content/site-config";
import { WeChatModal } from "../../ui/wechat-modal";
import { wechatDialogId } from "../contact-links";
import { track } from "../services/analytics";
import { withKitCopy } from "./with-kit-copy";

/** Every page's WeChat dialog, prerendered closed: the QR code and the ID are in the page's HTML. */
export const WeChatDialog = withKitCopy(wechatModalCopy, function WeChatDialog() {
  return (
    <WeChatModal
      id={wechatDialogId}
      wechatId={siteConfig.wechatId}
      onCopy={() => track("wechat_id_copied")}
    />
  );
});
