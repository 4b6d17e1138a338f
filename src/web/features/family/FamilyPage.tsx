import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { childContext } from '../../../domain/address.ts';
import { AGE_GROUPS, type AgeGroup, PAIRINGS, type Pairing } from '../../../domain/assessment/family-types.ts';
import { assessmentTypeId } from '../../../domain/assessment/kind.ts';
import { mayActAsParent } from '../../../domain/family/roles.ts';
import { InvitationLinkBox } from '../../components/InvitationLinkBox.tsx';
import { Named } from '../../components/Named.tsx';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { UpgradeCard } from '../../components/UpgradeCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../components/ui/Button.tsx';
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
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import { forget } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/** The forms and their form layer load when someone is about to open one, not with the page (decision 048). */
const addChildForm = onDemand(async () => (await import('./FamilyForms.tsx')).AddChildForm);
const AddChildForm = addChildForm.Component;
const inviteForm = onDemand(async () => (await import('./FamilyForms.tsx')).InviteForm);
const InviteForm = inviteForm.Component;

/** The age group and pairing chosen on the landing page (through sign-up), to start the forms from. */
export interface Preset {
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
  // A choice made on the landing page (through sign-up) is what the person came to do: its form is open.
  const opensAtOnce = asParent && preset.ages === '8-12' ? 'child' : preset.ages || preset.parent ? 'invite' : null;
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
          {asParent ? <AddChildCard preset={preset} openAtOnce={opensAtOnce === 'child'} /> : null}
          <InviteCard preset={preset} asParent={asParent} age={age} openAtOnce={opensAtOnce === 'invite'} />
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
      {link.supervised ? (
        <p className="mt-1 text-sm text-brand-800">{t('family.supervisedNote', childContext(link.pairing))}</p>
      ) : null}
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
            {/* One flex item: the button's gap would otherwise stand between the name and "’s turn". */}
            <span>
              <Named i18nKey="family.childTurn" names={{ name: link.other_name }} />
            </span>
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

/** A child of 8-12 to add: the card says what that means, and its form opens on request. */
function AddChildCard({ preset, openAtOnce }: { preset: Preset; openAtOnce: boolean }) {
  const { t } = useTranslation();
  const adding = useOpenInPlace(openAtOnce ? true : null);
  // Opened by the page for a choice made on the landing page, the form leaves focus where it is.
  const [byHand, setByHand] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section aria-labelledby="add-child" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="add-child" className="text-lg font-semibold text-stone-900">
        {t('family.addChildTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('family.addChildBody')}</p>
      {added ? (
        <p role="status" className="mt-4 font-medium text-emerald-800">
          <Named i18nKey="family.childAdded" names={{ name: added }} />
        </p>
      ) : null}
      {adding.open ? (
        <OnDemandForm className="mt-4">
          <AddChildForm
            preset={preset}
            focusFirst={byHand}
            onCancel={adding.close}
            add={async (pairing, name) => {
              await addSupervisedChild(pairing, name);
              await forget(familyQueries.all);
              setAdded(name);
              adding.close();
            }}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={adding.opener(true)}
          variant="secondary"
          className="mt-4"
          {...preloadOnIntent(addChildForm)}
          onClick={() => {
            setAdded(null);
            setByHand(true);
            adding.show(true);
          }}
        >
          {t('family.addChild')}
        </Button>
      )}
    </section>
  );
}

/**
 * An invitation for a child of 13 or older, or a parent, to link their own account: its form opens on
 * request, and the link it makes takes the form's place, with the focus, ready to copy or share.
 */
function InviteCard(props: { preset: Preset; asParent: boolean; age: number | null; openAtOnce: boolean }) {
  const { asParent } = props;
  const { t } = useTranslation();
  const inviting = useOpenInPlace(props.openAtOnce ? true : null);
  const [byHand, setByHand] = useState(false);
  const [created, setCreated] = useState<{ url: string; expires_at: string } | null>(null);
  return (
    <section aria-labelledby="invite" className="rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="invite" className="text-lg font-semibold text-stone-900">
        {t(asParent ? 'family.inviteTitle' : 'family.inviteParentTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('family.inviteBody')}</p>
      {created ? (
        <InvitationLinkBox
          key={created.url}
          url={created.url}
          expiresAt={created.expires_at}
          shareMessage={t('family.shareMessage')}
          takeFocus
        />
      ) : null}
      {inviting.open ? (
        <OnDemandForm className="mt-4">
          <InviteForm
            preset={props.preset}
            asParent={asParent}
            age={props.age}
            focusFirst={byHand}
            onCancel={inviting.close}
            create={async (role, pairing, ageGroup) => {
              setCreated(await createFamilyInvitation(role, pairing, ageGroup));
              inviting.closeToResult();
            }}
          />
        </OnDemandForm>
      ) : (
        <Button
          ref={inviting.opener(true)}
          variant="secondary"
          className="mt-4"
          {...preloadOnIntent(inviteForm)}
          onClick={() => {
            setByHand(true);
            inviting.show(true);
          }}
        >
          {t('family.createLink')}
        </Button>
      )}
    </section>
  );
}
