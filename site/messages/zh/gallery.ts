import type { Catalogue } from "../catalogue";
import type { galleryMessages as english } from "../en/gallery";

export const galleryMessages: Catalogue<typeof english> = {
  eyebrow: "图库",
  title: "游猎图库",
  description:
    "东非的野生动物、自然风光与当地人文，拍摄于我们到访的各个公园和保护区。点开照片即可查看大图或下载。",
};
