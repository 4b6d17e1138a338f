import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GREEN_TODAY,
  GROWTH_AREAS,
  HEALTHY_REALITY,
  HIGH_ALIGNMENT_AREAS,
  HIGH_ALIGNMENT_SMALL_GAP_SHARE,
  LARGE_IMPORTANT_GAP,
  LOW_REALITY,
  LOW_REALITY_SCORE,
  PATTERNS,
  type PatternId,
  patternName,
  RED_TODAY,
  SMALL_GAP,
  STRONG_ALIGNMENT,
  UNIFORM_SHARE,
} from '../../../domain/assessment/scoring.ts';
import { PAIR_PATTERNS, type PairPatternId, SHARED_CONCERN, SHARED_STRENGTH } from '../../../domain/pair/compare.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { howWeScoreLoaded, howWeScoreReady } from '../../i18n/how-we-score.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { paths } from '../../paths.ts';

/** The thresholds the page states, from the rules themselves so the words cannot drift from the code. */
const RULES = {
  strongAreas: HIGH_ALIGNMENT_AREAS,
  someAreas: GROWTH_AREAS,
  redToday: RED_TODAY,
  greenToday: GREEN_TODAY,
  strong: STRONG_ALIGNMENT,
  smallShare: HIGH_ALIGNMENT_SMALL_GAP_SHARE * 100,
  smallGap: SMALL_GAP,
  bigGap: LARGE_IMPORTANT_GAP,
  healthyToday: HEALTHY_REALITY,
  lowToday: LOW_REALITY,
  highScore: LOW_REALITY_SCORE,
  uniformShare: UNIFORM_SHARE * 100,
  goodAnswer: SHARED_STRENGTH,
  hardAnswer: SHARED_CONCERN,
};

const PERSONAL: PatternId[] = ['high_alignment', 'dreamer_vs_realist', 'growth_opportunity', 'needs_attention'];
const PAIR: PairPatternId[] = ['in_harmony', 'different_hopes', 'growing_together', 'time_to_talk'];

/**
 * /how-we-score: what the numbers mean and what they do not (issue #16, item 8). Public and prerendered;
 * its long text is its own catalogue so the entry stays small (decision 027). The route waits for the
 * catalogue of the language shown (`loadHowWeScorePage`), so hydration finds the text; a language switch
 * on the page suspends until the other one arrives.
 */
export default function HowWeScorePage() {
  return (
    <Suspense fallback={<Spinner className="py-24" />}>
      <Loaded />
    </Suspense>
  );
}

function Loaded() {
  const { language } = useFormat();
  // Prerendering and the route load the catalogue first: no suspension on the first render.
  if (!howWeScoreReady(language)) use(howWeScoreLoaded(language));
  return <HowWeScore />;
}

/** The route's module: the page once the catalogue of the language on screen has loaded. */
export async function loadHowWeScorePage() {
  await howWeScoreLoaded(currentLanguage());
  return HowWeScorePage;
}

function HowWeScore() {
  const { t } = useTranslation('howWeScore');
  const { language, number, percent } = useFormat();
  const values = {
    one: number(1),
    three: number(3),
    five: number(5),
    // The level of today is the mean answer as a share of the highest: 1 is a fifth of it, never zero.
    oneIs: percent((1 / 5) * 100),
    threeIs: percent((3 / 5) * 100),
    full: percent(100),
    areas: number(RULES.strongAreas),
    twoAreas: number(RULES.someAreas),
    strong: percent(RULES.strong),
    share: percent(RULES.smallShare),
    gap: number(RULES.smallGap),
    bigGap: number(RULES.bigGap),
    healthy: percent(RULES.healthyToday),
    red: percent(RULES.redToday),
    green: percent(RULES.greenToday),
    good: number(RULES.goodAnswer),
    hard: number(RULES.hardAnswer),
  };
  const list = (key: string) => t(key, { ...values, returnObjects: true }) as string[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle page={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-6 text-lg leading-relaxed text-stone-800">{t('intro')}</p>

      <Section heading={t('score.heading')}>
        {list('score.paragraphs').map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
      </Section>
      <Section heading={t('today.heading')}>
        {list('today.paragraphs').map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
      </Section>
      <Section heading={t('limits.heading')}>
        <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-stone-700 marker:text-brand-600">
          {list('limits.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {/* "Talk to a professional" leads somewhere: the public help page (decision 060). */}
        <p className="mt-3">
          <Link to={paths.help()} className="font-medium text-brand-800 underline underline-offset-4">
            {t('translation:safety.helpLink')}
          </Link>
        </p>
      </Section>

      <Section heading={t('patterns.heading')}>
        <Paragraph>{t('patterns.intro', values)}</Paragraph>
        <Rules
          rules={PERSONAL.map((id) => ({
            id,
            name: patternName(PATTERNS[id], language),
            rule: t(`patterns.rules.${id}`, values),
          }))}
        />
      </Section>
      <Section heading={t('pairPatterns.heading')}>
        <Paragraph>{t('pairPatterns.intro', values)}</Paragraph>
        <Rules
          rules={PAIR.map((id) => ({
            id,
            name: PAIR_PATTERNS[id].name[language],
            rule: t(`pairPatterns.rules.${id}`, values),
          }))}
        />
      </Section>

      <Section heading={t('signals.heading')}>
        <Paragraph>{t('signals.intro')}</Paragraph>
        <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-stone-700 marker:text-brand-600">
          <li>
            {t('signals.low_reality', { low: percent(RULES.lowToday), high: percent(RULES.highScore) })}{' '}
            <q className="text-stone-600">{t('translation:trust.signals.low_reality')}</q>
          </li>
          <li>
            {t('signals.above_hopes')} <q className="text-stone-600">{t('translation:trust.signals.above_hopes')}</q>
          </li>
          <li>
            {t('signals.uniform_answers', { share: percent(RULES.uniformShare) })}{' '}
            <q className="text-stone-600">{t('translation:trust.signals.uniform_answers')}</q>
          </li>
        </ul>
      </Section>
      <Section heading={t('shared.heading')}>
        {list('shared.paragraphs').map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
      </Section>

      <p className="mt-12 border-t border-stone-200 pt-6 text-stone-700">
        <Link to={paths.contact} className="font-medium text-brand-800 underline underline-offset-4">
          {t('translation:trust.contactQuestions')}
        </Link>
      </p>
    </article>
  );
}

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-stone-900">{heading}</h2>
      {children}
    </section>
  );
}

const Paragraph = ({ children }: { children: React.ReactNode }) => (
  <p className="mt-3 leading-relaxed text-stone-700">{children}</p>
);

/** Patterns in the order they are checked: the first that fits is the one shown. */
function Rules({ rules }: { rules: { id: string; name: string; rule: string }[] }) {
  const { number } = useFormat();
  return (
    <ol className="mt-4 space-y-3">
      {rules.map((item, index) => (
        <li key={item.id} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
          >
            {number(index + 1)}
          </span>
          <div>
            <p className="font-semibold text-stone-900">{item.name}</p>
            <p className="mt-1 leading-relaxed text-stone-700">{item.rule}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
