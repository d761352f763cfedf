import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "跳到主要内容",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "首页",
    about: "关于我们",
    tours: { phone: "游猎线路", tablet: "线路", desktop: "目的地" },
    gallery: "图库",
    contact: "联系我们",
  },
};
