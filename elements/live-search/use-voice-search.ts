/**
 * Voice search: states inactive, active, off (and unsupported where
 * the browser has no speech recognition — nor in Safari, nor in a Chromium-based browser on
 * iOS). A click starts recognition (en-US, not continuous, interim results, 1 alternative), a
 * click while active aborts it; a final result is handed over; 'aborted' and 'no-speech' set it
 * inactive, 'network' is ignored, 'not-allowed' / 'service-not-allowed' set it off.
 */
import { useCallback, useRef, useState } from 'react';

export type VoiceState = 'unsupported' | 'inactive' | 'active' | 'off';

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  start(): void;
  abort(): void;
  onresult: ((event: { results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

function speechRecognition(): (new () => SpeechRecognitionLike) | null {
  const w = window as unknown as { SpeechRecognition?: new () => SpeechRecognitionLike; webkitSpeechRecognition?: new () => SpeechRecognitionLike };
  const ua = navigator.userAgent;
  // Not in Safari, nor in a Chromium-based browser on iOS.
  if (/CriOS|FxiOS|EdgiOS/.test(ua) || (/Safari/.test(ua) && !/Chrome|Chromium|Edg/.test(ua))) return null;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function useVoiceSearch(enabled: boolean, onTranscript: (text: string) => void, onRefused: () => void): { voice: VoiceState; onVoice(): void } {
  const [voice, setVoice] = useState<VoiceState>('inactive');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onTranscript, onRefused });
  handlers.current = { onTranscript, onRefused };

  const onVoice = useCallback(() => {
    const Recognition = speechRecognition();
    if (!Recognition) return setVoice('unsupported');
    if (voice === 'active') {
      recognition.current?.abort();
      return setVoice('inactive');
    }
    const listener = new Recognition();
    listener.lang = 'en-US';
    listener.interimResults = true;
    listener.continuous = false;
    listener.maxAlternatives = 1;
    listener.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      if (result?.isFinal) handlers.current.onTranscript(result[0].transcript);
    };
    listener.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        setVoice('off');
        handlers.current.onRefused();
      } else if (event.error !== 'network') setVoice('inactive');
    };
    listener.onend = () => setVoice((state) => (state === 'active' ? 'inactive' : state));
    recognition.current = listener;
    setVoice('active');
    listener.start();
  }, [voice]);

  return { voice: enabled && speechRecognition() !== null ? voice : 'unsupported', onVoice };
}
