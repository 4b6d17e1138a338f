import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Language } from '../../domain/language.ts';
import {
  DEFAULT_QUIET_HOURS,
  type NoticePreferences,
  noticePreferenceSchema,
  quietSettingsSchema,
} from '../../domain/notices.ts';
import { allows, type PlansMode } from '../../domain/plans.ts';
import { isPrayerCity } from '../../domain/prayer-cities.ts';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { askedLanguage, savedLanguage } from '../http/language.ts';
import { requireUser } from '../http/session.ts';
import { translate } from '../i18n.ts';
import { escapeHtml } from '../mail/templates.ts';
import { planOf } from '../plans/service.ts';
import { ensureProfile } from '../profile/service.ts';
import { preferencesOf, setPreference } from './preferences.ts';
import type { TokenCheck, UnsubscribeTokens } from './unsubscribe-token.ts';

/** GET/PUT /api/notices/preferences: only ever the signed-in person's own (decision 067). */
export function noticeRoutes(db: Db, mode: PlansMode) {
  const view = async (userId: string): Promise<NoticePreferences> => {
    const [row] = await db
      .select({
        time_zone: profiles.time_zone,
        quiet_from: profiles.quiet_from,
        quiet_to: profiles.quiet_to,
        prayer_city: profiles.prayer_city,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const plan = await planOf(db, mode, userId);
    return {
      preferences: await preferencesOf(db, userId),
      time_zone: row?.time_zone ?? 'UTC',
      monthly_report_included: allows(plan.allowance, 'monthly_report'),
      // No profile yet reads as a new one would be made: quiet nights.
      quiet_hours: !row
        ? DEFAULT_QUIET_HOURS
        : row.quiet_from && row.quiet_to
          ? { from: row.quiet_from, to: row.quiet_to }
          : null,
      prayer_city: isPrayerCity(row?.prayer_city) ? row.prayer_city : null,
    };
  };
  return new Hono<AppEnv>()
    .get('/preferences', async (c) => c.json(await view(requireUser(c).id)))
    .put('/preferences', async (c) => {
      const user = requireUser(c);
      const change = await readJson(c, noticePreferenceSchema);
      await ensureProfile(db, { id: user.id, email: user.email, full_name: user.name });
      await setPreference(db, user.id, change, 'settings');
      if (change.time_zone) {
        await db.update(profiles).set({ time_zone: change.time_zone }).where(eq(profiles.id, user.id));
      }
      return c.json(await view(user.id));
    })
    .put('/quiet', async (c) => {
      const user = requireUser(c);
      const change = await readJson(c, quietSettingsSchema);
      await ensureProfile(db, { id: user.id, email: user.email, full_name: user.name });
      await db
        .update(profiles)
        .set({
          quiet_from: change.quiet_hours?.from ?? null,
          quiet_to: change.quiet_hours?.to ?? null,
          prayer_city: change.prayer_city,
          ...(change.time_zone ? { time_zone: change.time_zone } : {}),
        })
        .where(eq(profiles.id, user.id));
      return c.json(await view(user.id));
    });
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * One-click unsubscribe (RFC 8058; decision 067), mounted before the API's JSON-only and Origin checks:
 * a mail provider POSTs `List-Unsubscribe=One-Click` form-encoded, with no cookie and no Origin, and the
 * signed token alone says whose preference changes. A GET (a person's click, or a scanner prefetching the
 * link) only shows a page with a button that POSTs: it never changes anything.
 */
export function unsubscribeRoutes(db: Db, tokens: UnsubscribeTokens, options: { stylesheet?: string | null } = {}) {
  const page = (language: Language, title: string, paragraphs: string[], form = '') =>
    unsubscribePage({ language, title, paragraphs, form, stylesheet: options.stylesheet ?? null });
  const languageFor = async (c: Parameters<typeof askedLanguage>[0], check: TokenCheck): Promise<Language> =>
    askedLanguage(c) ?? (check.ok ? await savedLanguage(db, check.claim.userId) : 'en');
  const refusal = (check: Extract<TokenCheck, { ok: false }>) =>
    check.reason === 'expired'
      ? new AppError(410, 'unsubscribe_link_expired', 'errors.unsubscribe.expired')
      : new AppError(400, 'unsubscribe_link_invalid', 'errors.unsubscribe.invalid');

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const check = tokens.check(c.req.query('token'));
      const language = await languageFor(c, check);
      c.set('language', language);
      const t = (key: string) => translate(`unsubscribe.${key}`, language);
      if (!check.ok) {
        const error = refusal(check);
        return c.html(page(language, t('title'), [translate(error.messageKey, language)]), error.status);
      }
      const event = translate(`unsubscribe.events.${check.claim.event}`, language);
      const action = `/api/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
      return c.html(
        page(
          language,
          t('title'),
          [translate('unsubscribe.confirm', language, { event })],
          `<form method="post" action="${escapeHtml(action)}" class="mt-6"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" class="${BUTTON}">${escapeHtml(t('button'))}</button></form>`,
        ),
      );
    })
    .post('/', async (c) => {
      const check = tokens.check(c.req.query('token'));
      c.set('language', await languageFor(c, check));
      if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
        throw new AppError(415, 'unsupported_media_type', 'errors.unsubscribe.form');
      }
      let body: Record<string, unknown>;
      try {
        body = await c.req.parseBody();
      } catch {
        throw new AppError(400, 'unsubscribe_body_invalid', 'errors.unsubscribe.body');
      }
      if (body['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError(400, 'unsubscribe_body_invalid', 'errors.unsubscribe.body');
      }
      if (!check.ok) throw refusal(check);
      const { userId, event, channel } = check.claim;
      // A link outliving its account changes nothing and says so no differently: the row is gone with it.
      const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
      if (exists) await setPreference(db, userId, { event, channel, on: false }, 'unsubscribe');
      const language = c.get('language');
      const eventName = translate(`unsubscribe.events.${event}`, language);
      return c.html(
        page(language, translate('unsubscribe.title', language), [
          translate('unsubscribe.done', language, { event: eventName }),
          translate('unsubscribe.settings', language),
        ]),
      );
    });
}

/** The app's primary button, as web/components/ui/Button.tsx draws it (the server cannot import the web's code). */
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-base font-semibold bg-brand-700 text-white shadow-sm hover:bg-brand-800';

/**
 * A small page with no script and no inline style (the CSP allows neither): the app's own stylesheet, when
 * the web build is there, dresses it like the app's other pages; without it, it is plain and still works.
 */
function unsubscribePage(p: {
  language: Language;
  title: string;
  paragraphs: string[];
  form: string;
  stylesheet: string | null;
}) {
  const dir = p.language === 'ar' ? 'rtl' : 'ltr';
  const style = p.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(p.stylesheet)}">` : '';
  return `<!doctype html>
<html lang="${p.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(p.title)}</title>${style}</head>
<body class="min-h-screen bg-stone-50 text-stone-900 antialiased">
<main class="mx-auto max-w-xl px-4 py-12 sm:py-20">
<p class="text-xl font-bold text-brand-700">${escapeHtml(translate('app.name', p.language))}</p>
<div class="mt-6 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
<h1 class="text-2xl font-bold tracking-tight">${escapeHtml(p.title)}</h1>
${p.paragraphs.map((text) => `<p class="mt-3 leading-relaxed text-stone-700">${escapeHtml(text)}</p>`).join('\n')}
${p.form}
</div>
</main>
</body>
</html>`;
}

/** The stylesheet the web build's index.html names, or null when there is no build (the API alone, tests). */
export function webStylesheet(webRoot: string): string | null {
  try {
    const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    return html.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/)?.[1] ?? null;
  } catch {
    return null;
  }
}
