/**
 * Route modules that a page loads ahead of its route, so both ask for the very same module: the router
 * when the route is visited, and the page before that, while the person is about to go there.
 */

/** Loaded by the questionnaire while its last question is shown (issue #18: time to the score). */
export const loadResultsPage = () => import('./features/results/ResultsPage.tsx');
