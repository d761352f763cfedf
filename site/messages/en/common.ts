export const commonMessages = {
  dayCount: { one: "{count} Day", other: "{count} Days" },
};
