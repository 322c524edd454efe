import { overflow } from '../../lib/pivotmatch';

/** Up to `limit` skills as chips, then "+N more" (spec: 10 resume skills, 5 matched skills). */
export function SkillChips({ skills, limit, chipClass, testId }: { skills: readonly string[]; limit: number; chipClass: string; testId?: string }) {
  const { shown, more } = overflow(skills, limit);
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {shown.map((skill) => (
        <li key={skill} className={`rounded-full px-2.5 py-1 text-xs ${chipClass}`}>
          {skill}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-200">+{more} more</li>
      )}
    </ul>
  );
}
