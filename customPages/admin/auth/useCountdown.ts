import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), ticking; 0 when there is no deadline or it passed. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    // A quarter-second tick keeps the display true even when the tab was throttled in the background.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 300 -> "5:00", 9 -> "0:09". */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
