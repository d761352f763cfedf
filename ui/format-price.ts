/**
 * Whole US dollars with thousands separators: 3517 → "$3,517", 12182.4 → "$12,182". Written out
 * rather than with Intl.NumberFormat: the first formatter a page creates makes the browser load
 * locale data, which costs a phone tens of milliseconds for a format that never varies.
 */
export function formatPrice(amount: number): string {
  const dollars = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}$${dollars}`;
}
