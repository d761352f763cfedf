export const contactMessages = {
  eyebrow: "Contact us",
  title: "Plan your safari with us",
  description:
    "Tell us when you would like to travel, who is coming and what you dream of seeing. We reply to every request {responseTime} with a tailored itinerary and a clear price.",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "I am interested in the {title}.",
  quoteTitle: "Request a free quote",
  requiredNote: "Fields marked * are required.",
  info: {
    title: "Contact Information",
    email: "Email",
    phone: "Phone",
    address: "Address",
  },
  quickResponse: {
    title: "Quick Response",
    text: "We answer every enquiry {responseTime}. Our office hours:",
    faq: "Visas, vaccinations, what to pack? {link}.",
    faqLink: "Read our FAQ",
  },
  whyChooseUs: "Why Choose Us",
  meta: {
    title: "Contact Us",
    description:
      "Ask for a free safari quote: tell us your dates, group size and budget and our Nairobi team replies {responseTime}. E-mail, phone, WhatsApp or visit our office in Nairobi, Kenya.",
  },
};
