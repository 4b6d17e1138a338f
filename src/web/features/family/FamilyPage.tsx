import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AGE_GROUPS, type AgeGroup, PAIRINGS, type Pairing } from '../../../domain/assessment/family-types.ts';
import { assessmentTypeId } from '../../../domain/assessment/kind.ts';
import { mayActAsParent } from '../../../domain/family/roles.ts';
import {
  type FamilyMember,
  familyInvitationFormSchema,
  supervisedChildFormSchema,
} from '../../../domain/family-requests.ts';
import { InvitationLinkBox } from '../../components/InvitationLinkBox.tsx';
import { Named } from '../../components/Named.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import {
  addSupervisedChild,
  createFamilyInvitation,
  endFamilyLink,
  type FamilyAssessment,
  type FamilyLink,
  familyQueries,
  joinFamilyAssessment,
  openChildSession,
  startFamilyAssessment,
} from '../../lib/family-api.ts';
import { forget } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

const ACCOUNT_AGE_GROUPS: AgeGroup[] = ['13-15', '16-18', '19-24', '25+'];
/** A 13-18 account inviting a parent is the child: its own age group is one of these. */
const CHILD_ACCOUNT_AGE_GROUPS: AgeGroup[] = ['13-15', '16-18'];
const isParentSide = (member: string) => member === 'father' || member === 'mother';

const defaultAges = (preset: Preset): AgeGroup => (preset.ages && preset.ages !== '8-12' ? preset.ages : '13-15');

/** The age group and pairing chosen on the landing page (through sign-up), to start the forms from. */
interface Preset {
  ages: AgeGroup | null;
  parent: 'father' | 'mother' | null;
  child: 'son' | 'daughter' | null;
}
function presetFrom(search: URLSearchParams): Preset {
  const ages = search.get('ages');
  const pairing = search.get('pairing');
  const [parent, child] = PAIRINGS.includes(pairing as Pairing) ? (pairing as string).split('_') : [null, null];
  return {
    ages: AGE_GROUPS.includes(ages as AgeGroup) ? (ages as AgeGroup) : null,
    parent: parent as Preset['parent'],
    child: child as Preset['child'],
  };
}

/** /family: the person's children and parents, and the assessments they take together. */
export default function FamilyPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const childDone = (location.state as { childDone?: boolean } | null)?.childDone === true;
  const preset = presetFrom(new URLSearchParams(location.search));
  // A 13-18 account is itself the child: it links to a parent and is never offered to add a child.
  const age = useAuth().profile?.age ?? null;
  const asParent = mayActAsParent(age);
  const family = useQuery(familyQueries.view());
  const list = useQuery(familyQueries.assessments());
  // A failed read shows the page as for someone with no links yet.
  const failed = family.isError || list.isError;
  const links = failed ? [] : family.data && list.data ? family.data.links : null;
  const assessments = list.data ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('family.title')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('family.title')}</h1>
        <p className="mt-2 text-stone-700">{t('family.intro')}</p>
      </div>
      {childDone ? (
        <p role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {t('family.childDone')}
        </p>
      ) : null}
      {links === null ? (
        <Spinner className="py-10" />
      ) : (
        <>
          {links.map((link) => (
            <LinkCard key={link.id} link={link} assessment={assessments.find((a) => a.link_id === link.id) ?? null} />
          ))}
          {links.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-6 text-stone-700">
              {t(asParent ? 'family.empty' : 'family.emptyChild')}
            </p>
          ) : null}
          {asParent ? <AddChild preset={preset} /> : null}
          <InviteForm preset={preset} asParent={asParent} age={age} />
        </>
      )}
    </div>
  );
}

function LinkCard(props: { link: FamilyLink; assessment: FamilyAssessment | null }) {
  const { link, assessment } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, error, locked, run } = useAction();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const type = assessmentTypeId({ kind: 'family', group: link.age_group, pairing: link.pairing });
  const mine = assessment?.mine ?? null;
  const childTurn = link.supervised && assessment ? assessment.child_session : null;

  return (
    <section aria-label={link.other_name} className="rounded-3xl border border-stone-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900">
          <bdi>{link.other_name}</bdi>
        </h2>
        <p className="text-sm text-stone-600">
          {t(`family.relation.${link.role}.${link.pairing}`)} · {t(`family.ages.${link.age_group}`)}
        </p>
      </div>
      {link.supervised ? <p className="mt-1 text-sm text-brand-800">{t('family.supervisedNote')}</p> : null}
      {error ? (
        <div className="mt-4">{locked ? <UpgradeCard message={error} /> : <ErrorAlert>{error}</ErrorAlert>}</div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {/* Refused by the plan: the card's way to the plans replaces the button that was refused. */}
        {!locked && (!assessment || (!mine && !assessment.report_ready)) ? (
          <Button
            disabled={busy}
            onClick={() =>
              run(async () => {
                const started = assessment
                  ? await joinFamilyAssessment(assessment.id)
                  : await startFamilyAssessment(link.id);
                await forget(familyQueries.all, assessmentQueries.all);
                navigate(paths.assessmentRun(type, started.assessment.id));
              })
            }
          >
            {assessment ? t('family.answerYourSide') : t('family.start')}
          </Button>
        ) : null}
        {mine?.status === 'in_progress' ? (
          <Link to={paths.assessmentRun(type, mine.assessment_id)} className={buttonClass('primary')}>
            {t('family.continueYourSide')}
          </Link>
        ) : null}
        {link.supervised && assessment && childTurn?.status !== 'completed' ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const session = await openChildSession(assessment.id);
                await forget(familyQueries.all, assessmentQueries.all);
                navigate(paths.childRun(type, session.assessment.id));
              })
            }
          >
            <Named i18nKey="family.childTurn" names={{ name: link.other_name }} />
          </Button>
        ) : null}
        {assessment?.report_ready ? (
          <ButtonLink to={paths.familyResults(assessment.id)}>{t('family.readReport')}</ButtonLink>
        ) : null}
      </div>
      {assessment && !assessment.report_ready && mine?.status === 'completed' ? (
        <p className="mt-3 text-sm text-stone-700" role="status">
          <Named i18nKey="family.waiting" names={{ name: link.other_name }} />
        </p>
      ) : null}
      <div className="mt-5 border-t border-stone-100 pt-4">
        {confirmEnd ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-stone-800">
              <Named i18nKey="family.unlinkConfirm" names={{ name: link.other_name }} />
            </p>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await endFamilyLink(link.id);
                  await forget(familyQueries.all);
                })
              }
            >
              {t('couple.unlinkYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmEnd(false)}>
              {t('couple.cancel')}
            </Button>
          </div>
        ) : (
          <Button variant="ghost" onClick={() => setConfirmEnd(true)}>
            {t('couple.unlink')}
          </Button>
        )}
      </div>
    </section>
  );
}

function AddChild({ preset }: { preset: Preset }) {
  const { t } = useTranslation();
  const { busy, error, run } = useAction();
  const form = useSchemaForm(supervisedChildFormSchema, {
    defaultValues: { name: '', me: preset.parent ?? 'father', child: preset.child ?? 'son' },
  });
  return (
    <section aria-labelledby="add-child" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="add-child" className="text-lg font-semibold text-stone-900">
        {t('family.addChildTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('family.addChildBody')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((child) =>
          run(async () => {
            await addSupervisedChild(child.pairing, child.name);
            form.resetField('name');
            await forget(familyQueries.all);
          }),
        )}
        className="mt-4 grid gap-4 sm:grid-cols-3"
      >
        <TextField label={t('family.childName')} {...form.field('name')} />
        <SelectField
          label={t('family.iAm')}
          placeholder={t('signup.choose')}
          options={(['father', 'mother'] as const).map((value) => ({ value, label: t(`family.role.${value}`) }))}
          {...form.field('me')}
        />
        <SelectField
          label={t('family.myChildIs')}
          placeholder={t('signup.choose')}
          options={(['son', 'daughter'] as const).map((value) => ({ value, label: t(`family.relative.${value}`) }))}
          {...form.field('child')}
        />
        <div className="sm:col-span-3">
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Button type="submit" className="mt-2" disabled={busy}>
            {t('family.addChild')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function InviteForm({ preset, asParent, age }: { preset: Preset; asParent: boolean; age: number | null }) {
  const { t } = useTranslation();
  const { error, run } = useAction();
  const ages: AgeGroup = !asParent && age !== null ? (age <= 15 ? '13-15' : '16-18') : defaultAges(preset);
  const form = useSchemaForm(familyInvitationFormSchema, {
    defaultValues: asParent
      ? { me: preset.parent ?? 'father', them: preset.child ?? 'son', age_group: ages }
      : { me: preset.child ?? 'son', them: preset.parent ?? 'father', age_group: ages },
  });
  const [created, setCreated] = useState<{ url: string; expires_at: string } | null>(null);
  const me = form.field('me');
  const parentSide = isParentSide(form.watch('me'));
  const options = (list: FamilyMember[]) => list.map((value) => ({ value, label: t(`family.role.${value}`) }));
  // The other person is named from the reader's side (Arabic «ابني», «أمي»), not as a role («الابن»).
  const relatives = (list: FamilyMember[]) => list.map((value) => ({ value, label: t(`family.relative.${value}`) }));

  return (
    <section aria-labelledby="invite" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="invite" className="text-lg font-semibold text-stone-900">
        {t(asParent ? 'family.inviteTitle' : 'family.inviteParentTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('family.inviteBody')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((invitation) =>
          run(async () => {
            setCreated(await createFamilyInvitation(invitation.role, invitation.pairing, invitation.age_group));
          }),
        )}
        className="mt-4 grid gap-4 sm:grid-cols-3"
      >
        <SelectField
          label={t('family.iAm')}
          placeholder={t('signup.choose')}
          options={options(asParent ? ['father', 'mother', 'son', 'daughter'] : ['son', 'daughter'])}
          {...me}
          onChange={async (event) => {
            await me.onChange(event);
            // Changing sides offers the other side's first choice, so the pair stays a parent and a child.
            form.setValue('them', isParentSide(event.target.value) ? 'son' : 'father');
          }}
        />
        <SelectField
          label={parentSide ? t('family.myChildIs') : t('family.myParentIs')}
          placeholder={t('signup.choose')}
          options={relatives(parentSide ? ['son', 'daughter'] : ['father', 'mother'])}
          {...form.field('them')}
        />
        <SelectField
          label={t('family.childAge')}
          placeholder={t('signup.choose')}
          options={(asParent ? ACCOUNT_AGE_GROUPS : CHILD_ACCOUNT_AGE_GROUPS).map((value) => ({
            value,
            label: t(`family.ages.${value}`),
          }))}
          {...form.field('age_group')}
        />
        <div className="sm:col-span-3">
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Button type="submit" className="mt-2">
            {t('family.createLink')}
          </Button>
        </div>
      </form>
      {created ? (
        <InvitationLinkBox url={created.url} expiresAt={created.expires_at} shareMessage={t('family.shareMessage')} />
      ) : null}
    </section>
  );
}
