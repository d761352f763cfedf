/**
 * The values the enquiry's choice fields store, in the forms' order: what the collection holds
 * and the operator sees. Their labels are the forms' copy (content/site/enquiry-form.yaml).
 */
export const enquiryOptionValues = {
  groupSize: ["1", "2", "3-4", "5-6", "7+"],
  safariInterest: ["luxury", "midrange", "budget", "family", "photography", "custom"],
  budget: ["under-2000", "2000-3000", "3000-5000", "5000-8000", "over-8000"],
} as const;
