import { siteConfig } from "../data/content/site-config";

/** WhatsApp with the operator's greeting already typed. */
export const whatsappHref = `${siteConfig.whatsapp.url}?text=${encodeURIComponent(siteConfig.whatsapp.message)}`;

/** Where 'Traveller Reviews' leads: the reviews tab of the operator's Facebook page. */
export const reviewsHref = `${siteConfig.socials.facebook}/reviews`;

/** The id of every page's WeChat dialog, which the footer's and the floating WeChat buttons open. */
export const wechatDialogId = "wechat";
