import { z } from 'zod/mini';
import { AGE_GROUPS, PAIRINGS } from './assessment/family-types.ts';
import { CHILD_NAME_MAX } from './limits.ts';
import { text } from './text.ts';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};
const pairing = z.enum(PAIRINGS, { error: 'validation.pairingInvalid' });
const ageGroup = z.enum(AGE_GROUPS, { error: 'validation.ageGroupInvalid' });

/** POST /api/family/children: a child of 8-12, who answers in supervised sessions on the parent's device. */
export const supervisedChildSchema = z.strictObject(
  {
    pairing,
    name: text({
      max: CHILD_NAME_MAX,
      tooLong: 'validation.childNameTooLong',
      required: 'validation.childNameRequired',
    }),
  },
  strict,
);

/** POST /api/family/invitations: link with a child of 13 or older (or a parent), each on their own account. */
export const familyInvitationSchema = z.strictObject(
  {
    role: z.enum(['parent', 'child'], { error: 'validation.familyRoleInvalid' }),
    pairing,
    age_group: ageGroup.check(z.refine((group) => group !== '8-12', 'validation.ageGroupSupervised')),
  },
  strict,
);

const PARENTS = ['father', 'mother'] as const;
const CHILDREN = ['son', 'daughter'] as const;
/** How the family forms ask: "I am the …", "my child (or parent) is my …". */
export type FamilyMember = (typeof PARENTS)[number] | (typeof CHILDREN)[number];
const isParent = (member: FamilyMember) => (PARENTS as readonly string[]).includes(member);

/** The add-a-child form: the child's name, "I am the …" and "my child is my …", sent as the pairing. */
export const supervisedChildFormSchema = z.pipe(
  z.pipe(
    z.object({
      name: z.string(),
      me: z.enum(PARENTS, { error: 'validation.pairingInvalid' }),
      child: z.enum(CHILDREN, { error: 'validation.pairingInvalid' }),
    }),
    z.transform(({ name, me, child }) => ({ pairing: `${me}_${child}` as const, name })),
  ),
  supervisedChildSchema,
);

/**
 * The family invitation form: who I am and who they are make the pairing and whether I invite as the
 * parent or the child; the age group is the child's. A parent and a parent (or a child and a child)
 * make no pairing: that is "them"'s problem, the field a person changes to fix it.
 */
const familyInvitationFormFields = z.object({
  me: z.enum([...PARENTS, ...CHILDREN], { error: 'validation.familyRoleInvalid' }),
  them: z.enum([...PARENTS, ...CHILDREN], { error: 'validation.pairingInvalid' }),
  age_group: z.string(),
});
export const familyInvitationFormSchema = z.pipe(
  z.pipe(
    familyInvitationFormFields,
    z.transform(({ me, them, age_group }: z.output<typeof familyInvitationFormFields>, ctx) => {
      if (isParent(me) === isParent(them)) {
        // zod/mini's transform has no ctx.addIssue: the issue goes on the list it would have pushed it to.
        ctx.issues.push({ code: 'custom', message: 'validation.pairingInvalid', path: ['them'], input: ctx.value });
        return z.NEVER;
      }
      const [parent, child] = isParent(me) ? [me, them] : [them, me];
      return { role: isParent(me) ? 'parent' : 'child', pairing: `${parent}_${child}`, age_group };
    }),
  ),
  familyInvitationSchema,
);
