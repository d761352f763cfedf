import type { Catalogue } from "../catalogue";
import type { homeMessages as english } from "../en/home";

export const homeMessages: Catalogue<typeof english> = {
  hero: {
    eyebrow: "肯尼亚与坦桑尼亚游猎",
    title: "私人游猎，内罗毕本地策划",
    text: "马赛马拉、安博塞利、桑布鲁和塞伦盖蒂，乘坐您专属的可升降车顶四驱游猎车，由与这些野生动物一同长大的向导带您探索。",
    exploreTours: "浏览游猎线路",
    getQuote: "获取报价",
    since: "创立于{year}年",
    reply: "{responseTime}回复",
  },
  packages: {
    eyebrow: "热门线路",
    title: "最受欢迎的游猎线路",
    description: "固定行程，每人价格公开透明，可直接预订，也可按您的日期灵活调整。",
    seeAll: "查看全部线路",
  },
  destinations: {
    eyebrow: "我们的足迹",
    title: "目的地",
    description: "肯尼亚六大公园和保护区，各有独特的野生动物和最佳季节；我们的行程将它们串联起来。",
  },
  gallery: {
    eyebrow: "图库",
    title: "荒野瞬间",
    description: "摄于我们到访的公园和保护区，从马拉河畔到恩戈罗恩戈罗火山口边缘。",
    viewAll: "查看全部照片",
  },
  partners: {
    eyebrow: "合作伙伴",
    title: "携手肯尼亚自然保护与旅游机构",
  },
  services: {
    eyebrow: "服务",
    title: "游猎所需，一应俱全",
    description: "从机场接机到最后一次游猎巡游，同一支内罗毕团队为您打理每一个细节。",
  },
  tips: {
    eyebrow: "旅行贴士",
    title: "出发之前",
    description: "向导们给每位旅客的建议：季节、行李、健康与货币。",
  },
  faq: {
    eyebrow: "答疑",
    title: "常见问题",
    description: "还有其他问题？请发邮件至 {email}，我们会在{responseTime}回复。",
  },
};
