import OpenAI from 'openai';
import type { Advice } from '../../domain/advice/advisor.ts';
import type { AiConfig } from '../env.ts';
import type { ChatMessage } from './prompt.ts';
import { modelReplySchema } from './reply-schema.ts';

export interface ModelAdvisor {
  model: string;
  /** Resolves with validated advice, or rejects (network, status, timeout, bad JSON, wrong shape). */
  advise(messages: ChatMessage[]): Promise<Advice>;
}

/**
 * One chat completion through the official SDK, against OpenAI or any compatible endpoint. The SDK
 * retries timeouts, 429 and 5xx with back-off (AI_MAX_RETRIES); the reply must be the JSON we asked for.
 * A redirect is an error, never followed (ASVS 15.3.2): the scores and the key go to AI_BASE_URL only,
 * not wherever an answer from it points.
 */
export function openAiAdvisor(config: AiConfig): ModelAdvisor {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    fetchOptions: { redirect: 'error' },
  });
  return {
    model: config.model,
    async advise(messages) {
      const completion = await client.chat.completions.create({
        model: config.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.7,
        max_tokens: 1500,
      });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('empty reply');
      return modelReplySchema.parse(JSON.parse(content));
    },
  };
}
