/**
 * Operators the e2e server starts with (seed-operator.ts makes them before it starts): one per
 * interface language, so two specs running at once never switch each other's saved language.
 */
export const OPERATORS = {
  en: { name: 'Omar Operator', email: 'operator-en@e2e.example.test', password: 'a steady lantern 2026' },
  ar: { name: 'عمر المشغّل', email: 'operator-ar@e2e.example.test', password: 'a steady lantern 2026' },
} as const;
