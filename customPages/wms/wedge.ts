import { useEffect, useRef } from 'react';

/**
 * Hardware "wedge" scanners type the code as keystrokes a few milliseconds apart and end with
 * Enter. A person never types that fast (and a phone's on-screen keyboard reports no keys), so a
 * run of quick keys ending in Enter is a scan wherever the focus is: no field needs a tap first.
 */
export const WEDGE_GAP_MS = 60;
/** Location labels can be short (RCV); two keys are still a person. */
export const WEDGE_MIN_LENGTH = 3;

export class WedgeDetector {
  private buffer = '';
  private last = -Infinity;

  /** Feeds one key; answers the scanned code when this Enter ends a scan, else null. */
  key(key: string, at: number): string | null {
    const quick = at - this.last <= WEDGE_GAP_MS;
    this.last = at;
    if (key === 'Enter') {
      const code = quick && this.buffer.length >= WEDGE_MIN_LENGTH ? this.buffer : null;
      this.buffer = '';
      return code;
    }
    if (key.length !== 1) {
      this.buffer = '';
      return null;
    }
    // A slow key starts a new run: whatever a person typed before is not part of the scan.
    this.buffer = quick ? this.buffer + key : key;
    return null;
  }
}

const valueSetter = Object.getOwnPropertyDescriptor(
  globalThis.HTMLInputElement?.prototype ?? {},
  'value',
)?.set;

/**
 * The scanner typed into whatever field had the focus (a quantity, say): the code is taken back out,
 * through React's change handler, so the field keeps what the worker typed.
 */
function takeBack(target: EventTarget | null, code: string) {
  if (!(target instanceof HTMLInputElement) || !valueSetter) return;
  if (!target.value.endsWith(code)) return;
  valueSetter.call(target, target.value.slice(0, -code.length));
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Listens for wedge scans on the whole screen while mounted. The Enter that ends a scan submits no
 * form and presses no button; the code goes to `onScan`.
 */
export function useWedgeScanner(onScan: (code: string) => void, enabled = true) {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!enabled) return;
    const detector = new WedgeDetector();
    const listen = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const code = detector.key(event.key, event.timeStamp || performance.now());
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      takeBack(event.target, code);
      handler.current(code.trim());
    };
    window.addEventListener('keydown', listen, true);
    return () => window.removeEventListener('keydown', listen, true);
  }, [enabled]);
}
