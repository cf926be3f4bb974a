let context: AudioContext | null = null;

/**
 * §2.5 notification sound: two short soft tones made with the Web Audio API (no audio file). Browsers only
 * allow sound after the user interacted with the page, so nothing plays before that.
 */
export function playNotificationSound(): void {
  if (!navigator.userActivation?.hasBeenActive) return;
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume();
    const now = context.currentTime;
    [880, 1318.5].forEach((frequency, index) => {
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = now + index * 0.13;
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.12, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    });
  } catch (error) {
    console.warn("The notification sound could not play", error);
  }
}
