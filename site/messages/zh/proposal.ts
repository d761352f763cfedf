import type { Catalogue } from "../catalogue";
import type { proposalMessages as english } from "../en/proposal";

export const proposalMessages: Catalogue<typeof english> = {
  metaTitle: "您的游猎行程方案",
  metaDescription: "您的专属游猎行程方案：每日行程、住宿安排、价格及费用所含项目。",
  eyebrow: "您的专属行程方案",
  preparedFor: "为{name}定制",
  dates: "{start}至{end}",
  datesPending: "日期待定：尚未确定行程的第一天。",
  revised: "已更新：这是您行程方案的最新版本，取代我们之前发送给您的版本。",
  travellers: {
    other: "{count}位旅客",
  },
  loading: "正在加载您的行程方案……",
  notFound: {
    title: "未找到该行程方案",
    text: "链接可能不完整，或该方案已被撤回。请核对邮件中的链接，或与我们联系，我们会重新发送给您。",
    contact: "联系我们",
  },
  loadFailed: {
    title: "行程方案加载失败",
    text: "暂时无法连接我们的服务器。请检查网络连接后重试。",
    retry: "重试",
  },
  note: "您的游猎专家留言",
  route: "您的路线",
  routeMap: "路线图：{title}",
  itinerary: "每日行程",
  price: {
    title: "费用",
    perPerson: "每人",
    total: "总价（{travellers}）",
  },
  accept: "接受此方案",
  accepting: "提交中……",
  acceptHint: "接受后，我们将为您预留上述日期。随后您可在本页支付订金以确认预订。",
  terms: {
    agree: "我已阅读并同意{terms}。",
    link: "预订条款",
    newTab: "（在新标签页中打开）",
    required: "请先勾选同意预订条款，再接受方案。",
    changed:
      "在您打开本页期间，我们的预订条款有所更新，因此尚未记录您的接受。请刷新页面，重新阅读条款后再接受。",
  },
  accepted: {
    title: "您已接受此方案",
    text: "谢谢！我们已于 {date} 记录您接受本方案并同意预订条款。",
  },
  booking: {
    loading: "正在加载您的预订……",
    loadFailed: "暂时无法加载您预订的付款信息。",
  },
  alreadyAccepted: "此方案此前已被接受（可能是在另一个窗口中），您无需再做任何操作。",
  changed:
    "您打开此行程方案后，方案有所更改，因此我们尚未记录您的确认。现在显示的是新版本，请仔细阅读，如无异议再点击接受。",
  acceptFailed: "您的确认未能送达，目前尚未记录任何内容。请检查网络连接后重试。",
  preview: "预览：旅客将看到这样的页面。按钮仅在旅客本人的页面上可用。",
  previewWaiting: "正在加载预览……",
  print: "打印或另存为 PDF",
  printedFrom: "本方案在线版：{url}",
};
