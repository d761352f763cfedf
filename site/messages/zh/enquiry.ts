import type { Catalogue } from "../catalogue";
import type { enquiryMessages as english } from "../en/enquiry";

export const enquiryMessages: Catalogue<typeof english> = {
  contactSuccess: "感谢您的咨询！我们将在24小时内与您联系。",
  heroBookingSuccess: "谢谢！我们会尽快回复您。",
};
