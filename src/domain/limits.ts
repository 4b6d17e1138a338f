/** Limits shared by forms, the API and the messages that announce them. No dependencies, so any page can use them. */
export const PASSWORD_MIN = 8; // a deliberate raise over the spec's 6: docs/decisions/003-password-policy.md
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const FULL_NAME_MAX = 100;
/** A supervised child's first name (shown only to the parent). */
export const CHILD_NAME_MAX = 40;
export const AGE_MIN = 13;
export const AGE_MAX = 120;
/** The answer scale: 1 Strongly disagree … 5 Strongly agree. */
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
/** The contact form's message length. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** An operator's reply to a contact message (the /admin inbox). */
export const CONTACT_REPLY_MAX = 5000;
/** A milestone's own title and note on the relationship timeline. */
export const MILESTONE_TITLE_MAX = 80;
export const MILESTONE_NOTE_MAX = 500;
/** Milestones may lie ahead (a wedding being planned), within reason. */
export const MILESTONE_YEAR_MIN = 1900;
export const MILESTONE_YEAR_MAX = 2100;

/** A passkey's name, and how many one account may keep (decision 037). */
export const PASSKEY_NAME_MAX = 60;
export const PASSKEYS_MAX = 20;

/** A counsellor's application (issue 31, decision 076): the name clients see, who vouches for them, a short bio. */
export const COUNSELLOR_NAME_MAX = 100;
export const COUNSELLOR_CREDENTIAL_MAX = 200;
export const COUNSELLOR_BIO_MAX = 600;
