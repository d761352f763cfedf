/**
 * Where the enquiry forms live and post, on their own so that the route table, which every page
 * carries, does not carry the enquiry contract (./enquiry) with them.
 */

/** The contact page, before the language's prefix; the route table and the server read it. */
export const contactPath = "/contact";

/** Where the enquiry forms post without script, on the site's own origin. */
export const enquiryPostPath = "/enquiry";

/** The page a posted enquiry leads to once stored, after the language's prefix. */
export const enquirySentPath = "/enquiry/sent";
