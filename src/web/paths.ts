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
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
} as const;
