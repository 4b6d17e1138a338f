import { useEffect, useState } from 'react';
import { api } from './api.ts';

/** The AI provider this server sends scores to, or null when it has none (GET /api/processing). */
export function useAiProvider(): string | null {
  const [provider, setProvider] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api<{ ai_provider: string | null }>('/api/processing')
      .then((info) => live && setProvider(info.ai_provider))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return provider;
}
