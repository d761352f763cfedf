export const enquiryMessages = {
  contactSuccess: "Thank you for your inquiry! We will contact you within 24 hours.",
  heroBookingSuccess: "Thanks! We will get back to you shortly.",
};
