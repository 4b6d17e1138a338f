import type { ReactNode } from 'react';
import { LogoMark } from '../../components/Logo.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';

/** The frame shared by the sign-up and login screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <PageTitle page={title} />
      <div className="mx-auto w-full max-w-md rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <LogoMark className="mb-5 size-10" />
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <p className="mt-1.5 text-stone-600">{subtitle}</p>
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}
