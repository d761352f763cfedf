import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/wechat-modal.tsx, in Chinese. */
export const wechatModalCopy: Pick<KitMessages, "wechatModal"> = {
  wechatModal: {
    close: "关闭微信信息",
    title: "通过微信与我们聊天",
    description: "扫描二维码或添加我们的微信号，我们的内罗毕团队会通过微信回复您。",
    qrAlt: "我们的微信号 {id} 的二维码",
    idLabel: "微信号",
    copy: "复制",
    copied: "已复制！",
    copiedStatus: "微信号已复制",
    phoneTitle: "在手机上",
    phoneSteps:
      "打开微信，点击“+”后选择“扫一扫”，扫描此二维码；如果二维码是在微信中发给您的，也可以长按识别。您还可以在“添加朋友”中搜索我们的微信号。",
    computerTitle: "在电脑上",
    computerSteps: "在手机上打开微信，点击“+”后选择“扫一扫”，将摄像头对准屏幕上的这个二维码。",
  },
};
