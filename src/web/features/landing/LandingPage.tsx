import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ASSESSMENT_TYPE_IDS } from '../../../domain/assessment/catalogue-ids.ts';
import type { PublicFigures } from '../../../domain/public-figures.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import marketingFile from '../../content/marketing.json' with { type: 'json' };
import { useFormat } from '../../i18n/format.ts';
// Types only: the typed client stays out of this prerendered page (decision 027).
import type { AssessmentTypeSummary } from '../../lib/assessments-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePublicJson } from '../../lib/use-public-json.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

type Bilingual = { en: string; ar: string };
/** The operator's figures and testimonials (content/marketing.json); the figures' list is empty until they set some. */
const marketing = marketingFile as Omit<typeof marketingFile, 'stats'> & {
  stats: { value: Bilingual; label: Bilingual }[];
};

const DemoDialog = lazy(() => import('./DemoDialog.tsx'));

/** Spec section 1: the parent-child path's age groups and pairings. */
const AGE_GROUPS: [number, number | null][] = [
  [8, 12],
  [13, 15],
  [16, 18],
  [19, 24],
  [25, null],
];
const PAIRINGS = ['father-son', 'father-daughter', 'mother-son', 'mother-daughter'] as const;
const FEATURES = [
  ['twoPhase', 'M4 7h10M4 12h16M4 17h7'],
  ['score', 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z'],
  ['advice', 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Z'],
  ['progress', 'M4 19V5m0 14h16M8 15l3-4 3 2 5-6'],
  ['pdf', 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6'],
  [
    'shared',
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20a5 5 0 0 1 10 0m-2 0a5 5 0 0 1 10 0',
  ],
  ['invitations', 'M4 6h16v12H4zM4 7l8 6 8-6'],
  ['timeline', 'M12 3v18M12 7h6M6 12h6M12 17h5'],
] as const;

/** An arrow that points forward in the reading direction (it flips in Arabic). */
const Forward = () => <LineIcon d="M5 12h14m-5-5 5 5-5 5" className="size-5 rtl:-scale-x-100" />;

/**
 * Prerendering gives the catalogue and the count of completed assessments (as the server's slot for it,
 * or nothing): the page needs no request, and the server writes the count into the HTML
 * (server/http/spa.ts). The app asks the server for both instead.
 */
export default function LandingPage({
  catalogue,
  completed,
}: {
  catalogue?: AssessmentTypeSummary[];
  completed?: string | null;
}) {
  const { t } = useTranslation();
  const { language, number, pick } = useFormat();
  const [demoOpen, setDemoOpen] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  // The demo needs the app, or on the prerendered page the islands script (islands/main.ts), which
  // loads it on demand: until then the button waits. So do the family choices below.
  const hydrated = useHydrated();
  // Set by the privacy page's deletion, for this history entry only: a reload or a later visit says nothing.
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  const [familyChoice, setFamilyChoice] = useState<{ ages: string | null; pairing: string | null }>({
    ages: null,
    pairing: null,
  });

  return (
    <div>
      <PageTitle page={t('landing.title')} />
      <section className="bg-gradient-to-b from-brand-50 via-sand-50 to-sand-50">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20">
          {accountDeleted ? (
            <p
              role="status"
              className="mx-auto mb-10 max-w-2xl rounded-2xl border border-brand-200 bg-white px-5 py-4 text-start text-stone-800"
            >
              {t('landing.accountDeleted')}
            </p>
          ) : null}
          <p className="text-sm font-semibold tracking-wide text-brand-700">{t('app.tagline')}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
            {t('landing.heroTitle')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-stone-700">{t('landing.heroBody')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.signup} className="px-7 text-lg">
              {t('landing.cta')}
            </ButtonLink>
            <Button
              ref={demoButton}
              variant="secondary"
              className="px-7 text-lg"
              data-island="demo"
              onClick={() => setDemoOpen(true)}
              disabled={!hydrated}
            >
              {/* A play symbol keeps its direction in Arabic, as media controls do. */}
              <LineIcon d="M8 5v14l11-7z" className="size-5" />
              {t('landing.watchDemo')}
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-700">
            {[
              t('landing.trustPrivate'),
              t('landing.trustCount', { count: ASSESSMENT_TYPE_IDS.length }),
              t('landing.trustCard'),
            ].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <LineIcon d="m5 12 5 5L20 7" className="size-4 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="paths" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="paths" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('landing.pathsTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-stone-600">{t('landing.pathsSubtitle')}</p>
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          <PathCard
            to="parent-child"
            query={familyQuery(familyChoice)}
            title={t('landing.parentChildTitle')}
            body={t('landing.parentChildBody')}
          >
            {/* Chosen here, carried through sign-up, so the family page opens on the right form. */}
            <ChipChoice
              legend={t('landing.ageGroups')}
              name="ages"
              value={familyChoice.ages}
              onChange={(ages) => setFamilyChoice({ ...familyChoice, ages })}
              disabled={!hydrated}
              ltr
              tone="sand"
              options={AGE_GROUPS.map(([from, to]) => ({
                value: to === null ? `${from}+` : `${from}-${to}`,
                label:
                  to === null
                    ? t('landing.agePlus', { from: number(from) })
                    : t('landing.ageRange', { from: number(from), to: number(to) }),
              }))}
            />
            <ChipChoice
              legend={t('landing.pairings')}
              name="pairing"
              value={familyChoice.pairing}
              onChange={(pairing) => setFamilyChoice({ ...familyChoice, pairing })}
              disabled={!hydrated}
              tone="brand"
              options={PAIRINGS.map((pairing) => ({
                value: pairing.replace('-', '_'),
                label: t(`landing.pairing.${pairing}`),
              }))}
            />
          </PathCard>
          <PathCard to="married" title={t('landing.marriedTitle')} body={t('landing.marriedBody')} />
          <PathCard to="pre-marriage" title={t('landing.premarriageTitle')} body={t('landing.premarriageBody')} />
        </div>
      </section>

      <section aria-labelledby="features" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="features" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('landing.featuresTitle')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(([key, d]) => (
              <li key={key} className="rounded-2xl border border-stone-200 bg-sand-50 p-5">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-700 text-white">
                  <LineIcon d={d} className="size-5" />
                </span>
                <h3 className="mt-3 font-semibold text-stone-900">{t(`landing.features.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-stone-700">{t(`landing.features.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="testimonials" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('landing.testimonialsTitle')}
        </h2>
        <Figures completed={completed} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {marketing.testimonials.map((item) => (
            <li key={item.name.en} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
              <blockquote className="flex-1 text-stone-800">
                {t('landing.quote', { text: item.quote[language] })}
              </blockquote>
              <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-stone-900">{item.name[language]}</span>
                <span className="text-stone-600">· {item.context[language]}</span>
                {item.sample ? (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                    {t('landing.sampleBadge')}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
        {marketing.testimonials.some((item) => item.sample) ? (
          <p className="mt-4 text-center text-sm text-stone-600">{t('landing.sampleNote')}</p>
        ) : null}
      </section>

      <AssessmentChooser pick={pick} catalogue={catalogue} />

      <section className="bg-brand-800 py-14 text-center text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('landing.finalTitle')}</h2>
          <p className="mt-2 text-brand-50">{t('landing.finalBody')}</p>
          <Link
            to={paths.signup}
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-xl bg-white px-7 text-lg font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('landing.finalCta')}
            <Forward />
          </Link>
        </div>
      </section>

      {demoOpen ? (
        <Suspense fallback={null}>
          <DemoDialog
            onClose={() => {
              setDemoOpen(false);
              demoButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const familyQuery = (choice: { ages: string | null; pairing: string | null }) =>
  [
    choice.ages ? `&ages=${encodeURIComponent(choice.ages)}` : '',
    choice.pairing ? `&pairing=${choice.pairing}` : '',
  ].join('');

/** Pill-shaped radio buttons: one choice of a few, by touch or keyboard. */
function ChipChoice(props: {
  legend: string;
  name: string;
  value: string | null;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled: boolean;
  tone: 'sand' | 'brand';
  /** Number ranges read left to right in both languages. */
  ltr?: boolean;
}) {
  const idle = props.tone === 'sand' ? 'bg-sand-100 text-sand-700' : 'bg-brand-50 text-brand-800';
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-stone-800">{props.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {props.options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              disabled={props.disabled}
              data-island="choice"
              className="peer sr-only"
            />
            <span
              dir={props.ltr ? 'ltr' : undefined}
              className={`inline-flex min-h-8 items-center rounded-full px-3 text-sm ${idle} peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PathCard({
  to,
  query = '',
  title,
  body,
  children,
}: {
  to: string;
  query?: string;
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className="mt-1.5 text-stone-700">{body}</p>
      <div className="flex-1">{children}</div>
      <Link
        to={`${paths.signup}?path=${to}${query}`}
        // The islands script adds the card's choices to this, as `query` does here.
        data-choice-base={children ? `${paths.signup}?path=${to}` : undefined}
        className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-xl font-semibold text-brand-800 hover:text-brand-900"
        aria-label={`${t('landing.pathStart')}: ${title}`}
      >
        {t('landing.pathStart')}
        <Forward />
      </Link>
    </article>
  );
}

/**
 * Figures only from the database (completed assessments, above a threshold) or set by the operator in
 * content/marketing.json: a fresh install knows none and shows no band.
 */
function Figures({ completed }: { completed: string | null | undefined }) {
  const { t } = useTranslation();
  const { language, number } = useFormat();
  const asked = usePublicJson<PublicFigures>('/api/figures')?.completed_assessments;
  const count = completed !== undefined ? completed : asked == null ? null : number(asked);
  const stats = [
    ...(count === null ? [] : [{ key: 'completed', value: count, label: t('landing.figures.completed') }]),
    ...marketing.stats.map((stat) => ({
      key: stat.label.en,
      value: stat.value[language],
      label: stat.label[language],
    })),
  ];
  if (stats.length === 0) return null;
  return (
    <dl className="mx-auto mt-6 flex max-w-md justify-center gap-10 text-center">
      {stats.map((stat) => (
        <div key={stat.key} className="flex flex-col-reverse">
          <dt className="text-sm text-stone-600">{stat.label}</dt>
          <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The catalogue's types, each to its questionnaire (or to sign-up first when signed out). */
function AssessmentChooser({
  pick,
  catalogue,
}: {
  pick: ReturnType<typeof useFormat>['pick'];
  catalogue?: AssessmentTypeSummary[];
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const asked = usePublicJson<AssessmentTypeSummary[]>('/api/assessment-types');
  const types = catalogue ?? asked;
  return (
    <section aria-labelledby="chooser" className="bg-white py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="chooser" className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('landing.chooserTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-stone-600">{t('landing.chooserSubtitle')}</p>
        <ul className="mt-8 grid min-h-40 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {(types ?? []).map((type) => (
            <li key={type.id}>
              <Link
                to={user ? paths.assessment(type.id) : `${paths.signup}?assessment=${type.id}`}
                className="flex h-full flex-col rounded-2xl border border-stone-200 bg-sand-50 p-5 hover:border-brand-500"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <AssessmentIcon name={type.icon} className="size-5" />
                </span>
                <span className="mt-3 font-semibold text-stone-900">{pick(type.title)}</span>
                <span className="mt-1 text-sm text-stone-600">
                  {t('selection.questions', { count: type.question_count })} ·{' '}
                  {t('selection.minutes', { count: type.estimated_minutes })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
