import { describe, expect, it } from 'vitest';
import { matchesFilter, milestoneSchema } from './timeline.ts';

describe('milestones', () => {
  it('accepts a milestone and treats a blank title or note as none', () => {
    expect(milestoneSchema.parse({ kind: 'nikah', date: '2024-05-17', title: '  ', note: '' })).toEqual({
      kind: 'nikah',
      date: '2024-05-17',
      title: null,
      note: null,
      shared_with_partner: false,
    });
  });

  it('needs a title for a custom milestone', () => {
    const result = milestoneSchema.safeParse({ kind: 'custom', date: '2024-05-17' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.milestoneTitleRequired', path: ['title'] });
  });

  it('refuses days that do not exist, far-off years, unknown kinds and fields', () => {
    const messages = (input: unknown) => milestoneSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ kind: 'wedding', date: '2025-02-29' })).toEqual(['validation.milestoneDateInvalid']);
    expect(messages({ kind: 'wedding', date: '1850-01-01' })).toEqual(['validation.milestoneDateInvalid']);
    expect(messages({ kind: 'divorce', date: '2025-01-01' })).toEqual(['validation.milestoneKindInvalid']);
    expect(messages({ kind: 'wedding', date: '2025-01-01', owner: 'x' })).toEqual(['validation.unknownField']);
    expect(messages({ kind: 'wedding', date: '2025-01-01', note: 'x'.repeat(501) })).toEqual([
      'validation.milestoneNoteTooLong',
    ]);
  });

  it('filters events into assessments, together and milestones', () => {
    expect(matchesFilter('assessment_completed', 'assessments')).toBe(true);
    expect(matchesFilter('partner_linked', 'together')).toBe(true);
    expect(matchesFilter('couple_report_ready', 'assessments')).toBe(false);
    expect(matchesFilter('milestone', 'milestones')).toBe(true);
    expect(matchesFilter('family_unlinked', 'all')).toBe(true);
  });
});
