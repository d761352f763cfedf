export const layoutMessages = {
  skipToContent: "Skip to main content",
};
