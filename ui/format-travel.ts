/**
 * A journey's distance and time in the locale's words and units: "330 km" and "5.5 hr" in
 * English, "5,5 Std." in German, "1.5小时" in Chinese; under an hour in minutes.
 */
export function travelFormats(locale: string) {
  const distance = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    unitDisplay: "short",
  });
  const hours = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "hour",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
  const minutes = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "minute",
    unitDisplay: "short",
  });
  return {
    distance: (km: number) => distance.format(km),
    duration: (value: number) =>
      value < 1 ? minutes.format(Math.round(value * 60)) : hours.format(value),
  };
}
