import { describe, expect, it } from 'vitest';
import { bankVersion, questionsAt, type VersionedBank } from './versions.ts';

interface Item {
  key: string;
  text: string;
}

const bank: VersionedBank<Item> = {
  questions: [
    { key: 'q_1_1', text: 'a3' },
    { key: 'q_1_2', text: 'b2' },
    { key: 'q_1_3', text: 'c1' },
  ],
  revisions: [
    {
      version: 2,
      date: '2026-01-01',
      why: 'first',
      before: [
        { key: 'q_1_1', text: 'a1' },
        { key: 'q_1_2', text: 'b1' },
      ],
    },
    { version: 3, date: '2026-02-01', why: 'second', before: [{ key: 'q_1_1', text: 'a2' }] },
  ],
};

describe('bank versions', () => {
  it('the current version is the newest revision, or 1 before any', () => {
    expect(bankVersion(bank)).toBe(3);
    expect(bankVersion({ questions: bank.questions, revisions: [] })).toBe(1);
  });

  it('each version reads as it did when it was current', () => {
    expect(questionsAt(bank, 3).map((q) => q.text)).toEqual(['a3', 'b2', 'c1']);
    expect(questionsAt(bank, 2).map((q) => q.text)).toEqual(['a2', 'b2', 'c1']);
    expect(questionsAt(bank, 1).map((q) => q.text)).toEqual(['a1', 'b1', 'c1']);
  });

  it('keeps keys and order whatever the version', () => {
    for (const version of [1, 2, 3])
      expect(questionsAt(bank, version).map((q) => q.key)).toEqual(['q_1_1', 'q_1_2', 'q_1_3']);
  });

  it('refuses a version that never existed', () => {
    for (const version of [0, 4, 1.5, Number.NaN]) expect(() => questionsAt(bank, version)).toThrow();
  });
});
