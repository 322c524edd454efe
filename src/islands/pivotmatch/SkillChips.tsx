import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { overflow, type EvidenceSpan, type SkillEvidence } from '~/lib/pivotmatch';
import { quoteParts, readAs, sectionInWords } from '~/lib/skill-evidence';

interface Props {
  skills: readonly string[];
  limit: number;
  chipClass: string;
  testId?: string;
  /** The text behind each skill: a skill that has some shows it on hover and focus. */
  evidence?: readonly SkillEvidence[];
  /** "+N more" shows the rest instead of only counting them. */
  expandable?: boolean;
}

/** Up to `limit` skills as chips, then "+N more" (spec: 10 resume skills, 5 matched skills). */
export function SkillChips({ skills, limit, chipClass, testId, evidence, expandable = false }: Props) {
  const [expanded, setExpanded] = useState(false);
  // One tooltip at a time: the last skill hovered or focused. Leaving one falls back to the other.
  const [open, setOpen] = useState<string | null>(null);
  const hovered = useRef<string | null>(null);
  const focused = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFirstRevealed = useRef(false);
  const baseId = useId();
  const { shown, more } = expanded ? { shown: skills, more: 0 } : overflow(skills, limit);
  const readOf = new Map((evidence ?? []).map((e) => [e.name, e]));

  // Escape closes an open tooltip wherever focus or the pointer is (WCAG 1.4.13).
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Keyboard users land on the first skill "+N more" revealed.
  useEffect(() => {
    if (!expanded || !focusFirstRevealed.current) return;
    focusFirstRevealed.current = false;
    list.current?.querySelectorAll<HTMLElement>('[data-skill-chip]')[limit]?.querySelector<HTMLElement>('button')?.focus();
  }, [expanded, limit]);

  return (
    <ul ref={list} className="flex flex-wrap gap-2" data-testid={testId}>
      {shown.map((skill, i) => {
        const read = readOf.get(skill);
        const spans = read?.evidence;
        if (!read || !spans?.length) {
          return (
            <li key={skill} data-skill-chip className={`rounded-full px-2.5 py-1 text-xs ${chipClass}`}>
              {skill}
            </li>
          );
        }
        return (
          <EvidenceChip
            key={skill}
            skill={skill}
            spans={spans}
            note={readAs(read)}
            chipClass={chipClass}
            tooltipId={`${baseId}-evidence-${i}`}
            open={open === skill}
            onPointerIn={() => {
              hovered.current = skill;
              setOpen(skill);
            }}
            onPointerOut={() => {
              if (hovered.current === skill) hovered.current = null;
              setOpen((current) => (current === skill ? focused.current : current));
            }}
            onFocusIn={() => {
              focused.current = skill;
              setOpen(skill);
            }}
            onFocusOut={() => {
              if (focused.current === skill) focused.current = null;
              setOpen((current) => (current === skill ? hovered.current : current));
            }}
            onShow={() => setOpen(skill)}
          />
        );
      })}
      {more > 0 && !expandable && (
        <li className="rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-200">+{more} more</li>
      )}
      {expandable && skills.length > limit && (
        <li key="toggle">
          <button
            type="button"
            aria-expanded={expanded}
            className="rounded-full border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => {
              focusFirstRevealed.current = !expanded;
              setExpanded(!expanded);
            }}
          >
            {expanded ? (
              'Show fewer'
            ) : (
              <>
                +{more} more<span className="sr-only"> skills</span>
              </>
            )}
          </button>
        </li>
      )}
    </ul>
  );
}

const EDGE_PX = 8;

interface ChipProps {
  skill: string;
  spans: readonly EvidenceSpan[];
  /** How the skill counts in matching, when that is not plain from its name. */
  note: string | null;
  chipClass: string;
  tooltipId: string;
  open: boolean;
  onPointerIn: () => void;
  onPointerOut: () => void;
  onFocusIn: () => void;
  onFocusOut: () => void;
  /** Enter, Space or a tap: shows it again after Escape. */
  onShow: () => void;
}

/** A skill that opens, on hover or focus, the resume's own words behind it. */
function EvidenceChip({ skill, spans, note, chipClass, tooltipId, open, onPointerIn, onPointerOut, onFocusIn, onFocusOut, onShow }: ChipProps) {
  const tip = useRef<HTMLDivElement>(null);

  // Kept inside the viewport, even at 320 px: shifted sideways, and above the chip when there is no room below.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!open || !el) return;
    el.style.transform = '';
    el.style.top = '';
    el.style.bottom = '';
    const rect = el.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    let dx = 0;
    if (rect.right > width - EDGE_PX) dx = width - EDGE_PX - rect.right;
    if (rect.left + dx < EDGE_PX) dx = EDGE_PX - rect.left;
    if (dx) el.style.transform = `translateX(${Math.round(dx)}px)`;
    const chip = el.parentElement?.getBoundingClientRect();
    if (chip && rect.bottom > window.innerHeight - EDGE_PX && chip.top - rect.height > EDGE_PX) {
      el.style.top = 'auto';
      el.style.bottom = '100%';
    }
  }, [open]);

  return (
    <li
      data-skill-chip
      className="relative"
      onMouseEnter={onPointerIn}
      onMouseLeave={onPointerOut}
      onFocus={onFocusIn}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onFocusOut();
      }}
    >
      <button
        type="button"
        aria-describedby={tooltipId}
        className={`cursor-help rounded-full px-2.5 py-1 text-xs underline decoration-dotted underline-offset-2 ${chipClass}`}
        onClick={onShow}
      >
        {skill}
      </button>
      {/* Padding, not margin, between chip and tooltip: the pointer can move onto it without closing it. */}
      <div ref={tip} id={tooltipId} role="tooltip" hidden={!open} className="absolute left-0 top-full z-20 w-72 max-w-[calc(100vw-1rem)] py-1">
        <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-xs leading-5 text-slate-800 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
          {spans.map((span) => {
            const { before, words, after } = quoteParts(span);
            return (
              <p key={span.start}>
                <span className="block">
                  “{before}
                  <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900">{words}</mark>
                  {after}”
                </span>
                <span className="block text-slate-600 dark:text-slate-300">{sectionInWords(span.section)}</span>
              </p>
            );
          })}
          {note && <p className="border-t border-slate-200 pt-2 text-slate-600 dark:border-slate-600 dark:text-slate-300">{note}</p>}
        </div>
      </div>
    </li>
  );
}
