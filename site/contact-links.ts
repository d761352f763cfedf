import { siteConfig } from "../data/content/site-config";

/** WhatsApp with the operator's greeting already typed. */
export const whatsappHref = `${siteConfig.whatsapp.url}?text=${encodeURIComponent(siteConfig.whatsapp.message)}`;

/** The id of every page's WeChat dialog, which the footer's and the floating WeChat buttons open. */
export const wechatDialogId = "wechat";
