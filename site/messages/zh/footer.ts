import type { Catalogue } from "../catalogue";
import type { footerMessages as english } from "../en/footer";

export const footerMessages: Catalogue<typeof english> = {
  /** The quick links. */
  about: "关于我们",
  contact: "联系我们",
  reviews: "旅客评价",
  tours: "肯尼亚游猎线路",
  /** The contact lines. */
  whatsapp: "WhatsApp",
  wechat: "微信",
  /** The policy links. */
  privacy: "隐私政策",
  terms: "服务条款",
  cookies: "Cookie 政策",
  networks: { facebook: "Facebook", instagram: "Instagram", x: "X", linkedin: "LinkedIn" },
};
