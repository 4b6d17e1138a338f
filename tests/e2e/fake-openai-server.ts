/**
 * The OpenAI-compatible provider for the end-to-end tests: a real HTTP server on 127.0.0.1 that the
 * app's `openai` SDK talks to. Tests hold and release its replies with POST /__control/hold|release.
 */
import { modelAdvice, startFakeOpenAI } from '../../src/server/testing/fake-openai.ts';

const port = Number(process.argv[2] ?? 3299);
const fake = await startFakeOpenAI({
  port,
  fallbackStep: { kind: 'reply', content: JSON.stringify(modelAdvice('Personalised by the model')) },
});
console.log(`fake OpenAI provider on ${fake.url}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
