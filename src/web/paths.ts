/** Every path of the app, defined once (spec section 2). */
export const paths = {
  home: '/',
  pricing: '/pricing',
  signup: '/signup',
  login: '/login',
  dashboard: '/dashboard',
  assessments: '/assessments',
  assessmentSelection: '/assessment-selection',
  assessment: (type: string) => `/assessment/${encodeURIComponent(type)}`,
  results: (id: string) => `/results/${encodeURIComponent(id)}`,
  coupleInvite: '/couple/invite',
  coupleJoin: '/couple/join',
  coupleResults: (id: string) => `/couple/results/${encodeURIComponent(id)}`,
  progress: '/progress',
  timeline: '/timeline',
  family: '/family',
  familyJoin: '/family/join',
  familyResults: (id: string) => `/family/results/${encodeURIComponent(id)}`,
  /** A supervised child's turn: the questionnaire in its child-friendly form. */
  childRun: (type: string, id: string) => `/assessment/${encodeURIComponent(type)}?id=${encodeURIComponent(id)}&child`,
  /** The questionnaire for one given assessment (a shared one, say), not the newest of its type. */
  assessmentRun: (type: string, id: string) => `/assessment/${encodeURIComponent(type)}?id=${encodeURIComponent(id)}`,
  privacy: '/privacy',
  settingsPrivacy: '/settings/privacy',
  settingsSecurity: '/settings/security',
  terms: '/terms',
  contact: '/contact',
} as const;
