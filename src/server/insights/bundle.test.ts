import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, inject, it } from 'vitest';

const KEY = 'sk-bundle-check-4b3a2918-never-in-dist';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// The browser bundle is the same for both engines: build and read it once.
describe.skipIf(inject('dbEngine') !== 'pglite')('the browser bundle', () => {
  it('never contains the AI key or an AI client', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'wifaq-dist-'));
    const previous = process.env.AI_API_KEY;
    process.env.AI_API_KEY = KEY; // as if the build ran on a configured server
    try {
      await build({
        configFile: path.resolve('vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      if (previous === undefined) delete process.env.AI_API_KEY;
      else process.env.AI_API_KEY = previous;
    }
    const text = files(outDir)
      .filter((f) => /\.(js|css|html|json|map)$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(text.length).toBeGreaterThan(1000);
    expect(text).not.toContain(KEY);
    expect(text).not.toMatch(/apiKey/);
    expect(text).not.toMatch(/dangerouslyAllowBrowser/);
  }, 60_000);
});
