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
};
