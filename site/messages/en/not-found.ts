export const notFoundMessages = {
  title: "Page Not Found",
  text: "The page you are looking for might have been moved, deleted, or the URL might be wrong.",
  home: "Return to Homepage",
  popularPages: "Popular pages",
  meta: {
    title: "Page Not Found",
    description:
      "The page you were looking for might have been moved, deleted, or the URL might be wrong.",
  },
};
