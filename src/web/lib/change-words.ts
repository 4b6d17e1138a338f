import { intlLocale, type Language } from '../../domain/language.ts';

/** "+12", "−3", "0": a change in points, signed, through Intl. */
export const signedPoints = (delta: number, language: Language) =>
  new Intl.NumberFormat(intlLocale(language), { signDisplay: 'exceptZero' }).format(delta);

/** The tone of a change: up is good news, down is worth a conversation, not an alarm. */
export const changeTone = (delta: number) =>
  delta > 0
    ? 'bg-emerald-50 text-emerald-800'
    : delta < 0
      ? 'bg-amber-50 text-amber-900'
      : 'bg-stone-100 text-stone-700';
