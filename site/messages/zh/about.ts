import type { Catalogue } from "../catalogue";
import type { aboutMessages as english } from "../en/about";

export const aboutMessages: Catalogue<typeof english> = {
  eyebrow: "关于我们",
  title: "由真正懂这片土地的人，带您游猎",
  story: "我们的故事",
  facts: {
    founded: "创立于内罗毕",
    groupSize: "每辆私人专车",
    responseTime: "回复每一封咨询",
    responseHours: "{hours}小时内",
    temperature: "游猎日常见气温",
  },
  missionAndVision: "使命与愿景",
  mission: "我们的使命",
  vision: "我们的愿景",
  valuesEyebrow: "我们的坚守",
  valuesTitle: "核心价值观",
  next: {
    title: "准备好与我们一起探索肯尼亚了吗？",
    text: "浏览我们的行程，或告诉我们您心目中的旅行。",
    exploreTours: "浏览游猎线路",
  },
  meta: {
    title: "关于我们",
    description:
      "认识我们：{founded}年创立于内罗毕的游猎运营商，由肯尼亚本地向导带队，2至6人私人专车出行，致力于自然保护、社区发展、安全保障与卓越服务。",
  },
};
