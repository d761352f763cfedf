import type { Catalogue } from "../catalogue";
import type { reviewsMessages as english } from "../en/reviews";

export const reviewsMessages: Catalogue<typeof english> = {
  meta: {
    description:
      "旅客在与我们完成狩猎之旅后写下的评价：每一条都保持原文，以作者所用的语言呈现，并附上评分。",
    tourTitle: "{tour}的评价",
    tourDescription:
      "旅客参加{tour}后写下的评价：每一条都保持原文，以作者所用的语言呈现，并附上评分。",
  },
  intro:
    "这里的每一条评价都来自真正随我们出行的旅客。我们在行程结束后邀请他们撰写，原文照登，不作修改，并尽可能一一回复。",
  filters: "筛选评价",
  tour: "线路",
  allTours: "全部线路",
  rating: "评分",
  allRatings: "全部评分",
  stars: { other: "{count}星" },
  noMatch: "暂时还没有这个评分的评价。",
  empty: "目前还没有发布任何评价。本季第一批旅客归来后，您就能在这里读到他们的分享。",
  aboutTour: "线路：{tour}",
  sectionTitle: "旅客怎么说",
  allOfTour: "查看这条线路的全部评价",
  homeTitle: "来自旅客的分享",
  homeAll: "阅读全部评价",
};
