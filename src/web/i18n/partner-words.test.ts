import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageCatalogues } from '../../../scripts/route-words.ts';
import { addressContext } from '../../domain/address.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/**
 * «شريك حياتك» is "your partner" said to a woman, of a man. A man's partner is «شريكة حياتك» (issue 29
 * item 2, decision 063): every text that names the reader's partner reads it from the reader's gender, and
 * the form for anyone (no gender given) keeps the word the app always used.
 */
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'ar',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: { ar: { translation: {} }, en: { translation: {} } },
});
for (const [language, main] of [
  ['ar', ar],
  ['en', en],
] as const) {
  // The server's own catalogue (its API messages), as catalogues.test reads it.
  const server = (await import(`./server/${language}.json`)).default as object;
  i18n.addResourceBundle(language, 'translation', main, true, true);
  for (const page of pageCatalogues(language).values())
    i18n.addResourceBundle(language, 'translation', page, true, true);
  i18n.addResourceBundle(language, 'translation', server, true, true);
}

const read = (key: string, gender: string | null, language: 'ar' | 'en' = 'ar') =>
  i18n.t(key, { lng: language, name: 'Amal', date: '1 May 2026', ...addressContext(gender) });

/** Every text that names the reader's partner, by where it is shown. */
const PARTNER_TEXTS = [
  'progress.previewCouple',
  'coupleReport.formerPartner',
  'coupleReport.keptNoteDeleted',
  'errors.couple.own_invitation',
  'errors.couple.not_linked',
  'errors.timeline.not_linked',
  'errors.billing.alreadyCovered',
  'errors.profile.partner_age',
  'profileSettings.nameHint',
  'dashboard.invitePartner',
  'dashboard.partner',
  'billing.refundAsk',
  'billing.doubleTitle',
  'billing.doubleBody',
  'billing.doubleAsk',
  'billing.coupleNote',
  'timeline.shareLabel',
  'timeline.shareHint',
  'timeline.shareHintUnlinked',
  'timeline.sharedWithPartner',
  'timeline.events.partner_linked_unnamed',
  'timeline.events.partner_unlinked_unnamed',
  'timeline.events.partner_unlinked_deleted_account',
  'timeline.events.partner_link_ended_unnamed',
  'couple.inviteTitle',
  'couple.inviteBody',
  'couple.joinTitle',
  'couple.emailLabel',
  'couple.partnerTitle',
  'privacySettings.exportBody',
  'privacySettings.deleteBody',
  'notices.events.partner_finished.title',
  'notices.events.partner_finished.body',
] as const;

// «شريك» not followed by «ة», as a word of its own or with «ك»/«ي»: the man's partner, «شريك حياتك».
const HIS = /شريك(?!ة|ين|ان|َي)/u;
const HERS = /شريكة/u;

describe('the reader’s partner, in Arabic', () => {
  it.each(PARTNER_TEXTS)('%s: a man reads «شريكة», a woman and someone with no gender «شريك»', (key) => {
    const man = read(key, 'male');
    const woman = read(key, 'female');
    const anyone = read(key, null);
    expect(man).toMatch(HERS);
    expect(man).not.toMatch(HIS);
    expect(woman).toMatch(HIS);
    expect(woman).not.toMatch(HERS);
    expect(anyone).toMatch(HIS);
    expect(anyone).not.toMatch(HERS);
    // "Other" is not a man or a woman: the form for anyone.
    expect(read(key, 'other')).toBe(anyone);
    // English has one form for all.
    expect(new Set([read(key, 'male', 'en'), read(key, 'female', 'en'), read(key, null, 'en')]).size).toBe(1);
  });

  it('makes the verb agree with a partner who is a woman, and with a man', () => {
    expect(read('couple.inviteBody', 'male')).toContain('وعند قبولها الدعوة');
    expect(read('profileSettings.nameHint', 'male')).toContain('تراك شريكة حياتك');
    expect(read('billing.refundAsk', 'male')).toContain('إن كانت تشملها');
    expect(read('timeline.shareHint', 'male')).toContain('تراها شريكة حياتك في مسيرتها');
    expect(read('billing.coupleNote', 'male')).toContain('شريكة حياتك المرتبطة بحسابك');
    // The account deleted: the partner's gender is gone with it, the reader's says who they were.
    expect(read('timeline.events.partner_unlinked_deleted_account', 'male')).toContain('شريكة حياتك السابقة');
    expect(read('privacySettings.deleteBody', 'female')).toContain('وإن كنتِ مرتبطةً بشريك حياتك');
    expect(read('privacySettings.deleteBody', 'male')).toContain('وتحتفظ شريكة حياتك بتقييماتها');
  });

  it('names a partner who unlinked by their own gender when the timeline has no name for them', () => {
    const key = 'timeline.events.partner_unlinked_by_partner_unnamed';
    expect(read(key, 'female')).toBe('ألغت شريكة حياتك السابقة الربط بينكما');
    expect(read(key, 'male')).toBe('ألغى شريك حياتك السابق الربط بينكما');
    expect(read(key, null)).toBe('ألغى شريك حياتك السابق الربط بينكما');
  });
});

describe('the end of a family link, told to the one who did not end it', () => {
  it('names the parent or child who did, the Arabic verb agreeing with them', () => {
    const key = 'timeline.events.family_unlinked_from_you';
    expect(read(key, 'female')).toBe('ألغت Amal الربط بينكما');
    expect(read(key, 'male')).toBe('ألغى Amal الربط بينكما');
    expect(read(key, null)).toBe('ألغى Amal الربط بينكما');
    expect(read(key, 'female', 'en')).toBe('Amal unlinked from you');
    expect(read('timeline.events.family_unlinked', null, 'en')).toBe('You unlinked from Amal');
    expect(read('timeline.events.family_link_ended', null)).toBe('انتهى الربط بينك وبين Amal');
  });
});
