import type { Catalogue } from "../catalogue";
import type { metaMessages as english } from "../en/meta";

export const metaMessages: Catalogue<typeof english> = {
  about: {
    title: "关于我们",
    description:
      "认识我们：{founded}年创立于内罗毕的游猎运营商，由肯尼亚本地向导带队，2至6人私人专车出行，致力于自然保护、社区发展、安全保障与卓越服务。",
  },
  tours: {
    title: "肯尼亚与坦桑尼亚游猎线路",
    description:
      "{count}条肯尼亚和坦桑尼亚私人游猎线路，行程{shortest}至{longest}天：马赛马拉、安博塞利、桑布鲁、奥佩杰塔、纳库鲁湖和塞伦盖蒂的每日行程、酒店及每人价格一目了然。",
  },
  gallery: {
    title: "游猎图库",
    description:
      "我们在肯尼亚和坦桑尼亚游猎途中拍摄的野生动物、自然风光与人文照片：动物大迁徙、安博塞利的大象、马赛文化等。",
  },
  contact: {
    title: "联系我们",
    description:
      "免费游猎询价：告诉我们您的出行日期、人数和预算，我们的内罗毕团队将在{responseTime}回复。欢迎通过电子邮件、电话或 WhatsApp 联系我们，也可前往我们位于肯尼亚内罗毕的办公室。",
  },
  destination: {
    title: "{name}游猎指南",
    description: {
      other:
        "{country}{name}：{tagline}。最佳出行时间、可观赏的野生动物，以及{count}条途经此地的游猎线路。",
    },
  },
  cookiePolicy: {
    title: "Cookie 政策",
    description:
      "本网站使用的 Cookie 和浏览器存储、各自的用途与保存期限，以及如何更改您对分析功能的选择。",
  },
  notFound: {
    title: "页面未找到",
    description: "您要找的页面可能已被移动或删除，也可能是网址有误。",
  },
  placeKeyword: "{name}游猎",
};
