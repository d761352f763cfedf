import { useEffect, useState } from "react";

/** The time, renewed every minute: ages ("3 h") and overdue marks move on while a page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
