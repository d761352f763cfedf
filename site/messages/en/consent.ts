export const consentMessages = {
  choiceAccepted: "Your current choice: analytics accepted.",
  choiceRejected: "Your current choice: analytics rejected.",
};
