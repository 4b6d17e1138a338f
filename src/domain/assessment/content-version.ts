import { findAssessmentType } from './catalogue.ts';
import { familyBankVersion } from './family-questions.ts';
import type { AssessmentKind } from './kind.ts';

/**
 * The version of its bank a new assessment of this kind is answered in, stored as its `content_version`
 * (decision 029). Only the server decides it: no request can name a version.
 */
export function currentContentVersion(kind: AssessmentKind): number {
  if (kind.kind === 'family') return familyBankVersion(kind.group);
  const type = findAssessmentType(kind.type);
  if (!type) throw new Error(`unknown assessment type ${kind.type}`);
  return type.version;
}
