import { LineIcon } from './LineIcon.tsx';

/** Line icons for the catalogue's types and the results' patterns; unknown names get the spec's target. */
const PATHS: Record<string, string> = {
  rings: 'M9 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm6 4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  'heart-pulse': 'M19.5 12.6 12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6ZM3.5 12h4l1.5-3 3 6 1.5-3h7',
  chat: 'M7 9h10M7 13h6M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z',
  heart: 'M19.5 12.6 12 20l-7.5-7.4A5 5 0 1 1 12 6a5 5 0 1 1 7.5 6.6Z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  'cloud-sun':
    'M8 4v1.5M3.8 6.3l1 1M2.5 11H4M12.2 6.3l-1 1M6 14a4 4 0 1 1 6.5-3.1M9 20h9a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6 1.3A3 3 0 0 0 9 20Z',
  sprout: 'M12 21v-9m0 0c0-4 3-6.5 8-6.5 0 4.5-3 6.5-8 6.5Zm0 0C12 8.5 9.5 6.5 4 6.5c0 4 2.5 5.5 8 5.5',
  lifebuoy:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6.4 3.4 3.6-3.6m5.6 0 3.6 3.6m0-12.8-3.6 3.6m-5.6 0L5.6 5.6',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
};

export function AssessmentIcon({ name, className = 'size-6' }: { name: string | undefined; className?: string }) {
  return <LineIcon d={PATHS[name ?? ''] ?? PATHS.target ?? ''} className={className} />;
}
