import type { Catalogue } from "../catalogue";
import type { whenToGoMessages as english } from "../en/when-to-go";

export const whenToGoMessages: Catalogue<typeof english> = {
  eyebrow: "出行时节",
  title: "何时前往肯尼亚与坦桑尼亚游猎",
  description:
    "一年十二个月，总有一处正当时。选择一个月份，看看哪些公园正值最佳时节、天气如何，以及哪些游猎线路前往那里。",
  metaTitle: "游猎最佳时节：肯尼亚与坦桑尼亚逐月指南",
  metaDescription:
    "逐月了解马赛马拉、塞伦盖蒂、安博塞利、桑布鲁、恩戈罗恩戈罗和东非大裂谷湖区：降雨、气温、游客多少、动物大迁徙，以及每个月最适合的游猎线路。",
  months: "月份",
  yearTitle: "全年一览",
  yearDescription: "各目的地的最佳月份。选择上方的月份即可查看详情。",
  destination: "目的地",
  best: "最佳时节",
  notBest: "亦可前往",
  monthTitle: "{month}游猎",
  monthMetaTitle: "{month}去哪儿游猎：肯尼亚与坦桑尼亚目的地指南",
  monthDescription: {
    other:
      "{month}，我们的{total}个目的地中有{count}个正值最佳时节：{places}。下面为您介绍当地天气、可以看到的野生动物，以及前往那里的游猎线路。",
  },
  noBestDescription:
    "{month}正值雨季高峰：没有哪个公园处于最佳时节，但价格全年最低，公园里也几乎不见游客。下面为您介绍各地此时的情况。",
  bestTitle: "{month}最佳目的地",
  alsoTitle: "{month}亦可前往",
  toursTitle: "{month}游猎线路",
  toursDescription: "这些线路途经{month}正值最佳时节的目的地。",
  noTours: "告诉我们您的出行日期，我们为您量身策划最适合{month}的游猎。",
  planCustom: "定制专属游猎",
};
