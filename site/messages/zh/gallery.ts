import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "图库",
  title: "游猎图库",
  description:
    "东非的野生动物、自然风光与当地人文，拍摄于我们到访的各个公园和保护区。点开照片即可查看大图或下载。",
  meta: {
    title: "游猎图库",
    description:
      "我们在肯尼亚和坦桑尼亚游猎途中拍摄的野生动物、自然风光与人文照片：动物大迁徙、安博塞利的大象、马赛文化等。",
  },
};
