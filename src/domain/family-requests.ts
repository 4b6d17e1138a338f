import { z } from 'zod';
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
    age_group: ageGroup.refine((group) => group !== '8-12', 'validation.ageGroupSupervised'),
  },
  strict,
);
