/** A short kitchen-timer beep made with Web Audio: no sound file to download. Silent where audio is unavailable. */
export function beep(times = 3) {
  try {
    const AudioCtx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const context = new AudioCtx();
    const start = context.currentTime;
    for (let i = 0; i < times; i++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = 880;
      const at = start + i * 0.4;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), times * 400 + 200);
  } catch {
    // No audio (autoplay policy, no device): the on-screen alert still says it.
  }
}
