import type { Catalogue } from "../catalogue";
import type { notFoundMessages as english } from "../en/not-found";

export const notFoundMessages: Catalogue<typeof english> = {
  title: "页面未找到",
  text: "您要找的页面可能已被移动或删除，也可能是网址有误。",
  home: "返回首页",
  popularPages: "热门页面",
  meta: {
    title: "页面未找到",
    description: "您要找的页面可能已被移动或删除，也可能是网址有误。",
  },
};
