/**
 * What a scan sounds and feels like, so the worker knows without looking at the screen: one short
 * high beep and a short buzz when it was taken, two low beeps and a long double buzz when not.
 * Web Audio tones (no sound files); navigator.vibrate where the phone has it (not iOS Safari).
 */
export type ScanOutcome = 'ok' | 'error';

type AudioContextClass = typeof AudioContext;
let audio: AudioContext | null = null;

/** [frequency Hz, start s, length s] of each tone. */
export const TONES: Record<ScanOutcome, readonly (readonly [number, number, number])[]> = {
  ok: [[1320, 0, 0.08]],
  error: [
    [220, 0, 0.16],
    [220, 0.22, 0.16],
  ],
};
export const VIBRATIONS: Record<ScanOutcome, number | number[]> = { ok: 60, error: [160, 80, 160] };

function beep(outcome: ScanOutcome) {
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  void audio.resume?.().catch(() => undefined);
  const start = audio.currentTime;
  for (const [frequency, at, length] of TONES[outcome]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = outcome === 'ok' ? 'sine' : 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.25, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.02);
  }
}

/** Sound and vibration of a scan's outcome; silent where the browser offers neither. */
export function scanFeedback(outcome: ScanOutcome) {
  try {
    beep(outcome);
  } catch {
    // A browser that refuses audio (no user gesture yet) still gets the vibration and the message.
  }
  try {
    navigator.vibrate?.(VIBRATIONS[outcome]);
  } catch {
    // Vibration is a courtesy.
  }
}
