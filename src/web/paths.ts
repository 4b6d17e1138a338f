/** Every path of the app, defined once (spec section 2). */
export const paths = {
  home: '/',
  pricing: '/pricing',
  /**
   * Where every upgrade card and link leads (decisions 040, 042): the billing settings, where a plan is
   * chosen and paid for. The server's refusals name the same path (`UPGRADE_PATH`).
   */
  upgrade: '/settings/billing',
  signup: '/signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The pages mailed links open (decision 035); each reads its token from the fragment. */
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  undoEmailChange: '/undo-email-change',
  dashboard: '/dashboard',
  assessments: '/assessments',
  assessmentSelection: '/assessment-selection',
  assessment: (type: string) => `/assessment/${encodeURIComponent(type)}`,
  results: (id: string) => `/results/${encodeURIComponent(id)}`,
  coupleInvite: '/couple/invite',
  coupleJoin: '/couple/join',
  coupleResults: (id: string) => `/couple/results/${encodeURIComponent(id)}`,
  progress: '/progress',
  /** A weekly plan (decision 068): this week's exercise and the weeks so far. */
  weeklyPlan: (id: string) => `/weekly-plans/${encodeURIComponent(id)}`,
  timeline: '/timeline',
  family: '/family',
  familyJoin: '/family/join',
  familyResults: (id: string) => `/family/results/${encodeURIComponent(id)}`,
  /** A supervised child's turn: the questionnaire in its child-friendly form. */
  childRun: (type: string, id: string) => `/assessment/${encodeURIComponent(type)}?id=${encodeURIComponent(id)}&child`,
  /** The questionnaire for one given assessment (a shared one, say), not the newest of its type. */
  assessmentRun: (type: string, id: string) => `/assessment/${encodeURIComponent(type)}?id=${encodeURIComponent(id)}`,
  /**
   * The private safety check (decision 030), named neutrally: `next` is where to go after it; `help` shows
   * the help card alone (after choosing "crisis" at sign-up); `again` offers it though it was taken.
   */
  checkIn: (options: { next?: string; help?: boolean; again?: boolean } = {}) => {
    const query = new URLSearchParams();
    if (options.next) query.set('next', options.next);
    if (options.help) query.set('help', '');
    if (options.again) query.set('again', '');
    return query.size > 0 ? `/check-in?${query.toString().replace(/=(&|$)/g, '$1')}` : '/check-in';
  },
  /**
   * The help card for anyone, signed in or not (decision 060): every result, report and PDF links here.
   * `next`, a page of this site, is where "Continue" goes back to.
   */
  help: (next?: string) => (next ? `/help?${new URLSearchParams({ next })}` : '/help'),
  privacy: '/privacy',
  /** The settings index: profile, security, privacy. */
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsPrivacy: '/settings/privacy',
  settingsSecurity: '/settings/security',
  settingsBilling: '/settings/billing',
  /** Which optional mail a person gets (decision 067). */
  settingsNotices: '/settings/notices',
  terms: '/terms',
  howWeScore: '/how-we-score',
  contact: '/contact',
  /** The operator console (decision 041): inbox, people, figures, audit log. */
  admin: (section?: 'inbox' | 'people' | 'figures' | 'jobs' | 'audit') => (section ? `/admin/${section}` : '/admin'),
} as const;
