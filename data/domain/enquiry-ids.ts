/**
 * Ids of the Appwrite project, database, collections and function (appwrite.config.json): the
 * part of the enquiry contract (./enquiry) that the page shell needs for its defaults, on its
 * own so that the shell does not carry the forms' copy.
 */
export const enquiryIds = {
  projectId: "safari-site",
  databaseId: "safari",
  messagesCollectionId: "messages",
  /** One document per e-mailed enquiry, under the enquiry's id: the function's sent-marker. */
  emailsCollectionId: "enquiry-emails",
  emailFunctionId: "send-enquiry-email",
} as const;
