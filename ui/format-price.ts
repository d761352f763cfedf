const formats = new Map<string, Intl.NumberFormat>();

/**
 * Whole US dollars as `locale` writes them: 3517 → "$3,517" in en-US, "3.517 $" in de-DE.
 * `grouping: false` leaves out the thousands separators ("$3517"). Each format is made once: the
 * first a page makes costs the browser its locale data.
 */
export function formatPrice(
  amount: number,
  locale: string,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  const key = `${locale} ${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
