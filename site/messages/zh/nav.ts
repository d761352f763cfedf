import type { Catalogue } from "../catalogue";
import type { navMessages as english } from "../en/nav";

export const navMessages: Catalogue<typeof english> = {
  home: "首页",
  about: "关于我们",
  tours: "游猎线路",
  gallery: "图库",
  search: "搜索",
  contact: "联系我们",
  reviews: "旅客评价",
  privacy: "隐私政策",
  terms: "服务条款",
  cookies: "Cookie 政策",
};
