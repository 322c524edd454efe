import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { axisTicks } from '~/lib/progress';

/*
 * Small SVG charts of our own: the dashboard needs a line and bars, which is less code than a
 * chart library's bundle. A chart is a fixed height and draws in its box's own pixels (so its
 * text stays readable at 375 px), never shifting the layout; each has a caption and a table of
 * its figures for screen readers.
 */

const H = 220;
const PAD = { top: 12, right: 24, bottom: 34, left: 40 };
const innerH = H - PAD.top - PAD.bottom;
/** Room one x label needs, so labels never overlap. */
const LABEL_PX = 60;

/** The box's width in CSS pixels, followed as it changes. */
function useWidth() {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(560);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(200, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width, innerW: width - PAD.left - PAD.right };
}

export interface Datum {
  label: string;
  value: number;
  /** Spoken in the figures table and the point's tooltip. */
  detail?: string;
}

interface ChartProps {
  title: string;
  /** One sentence that says what the chart shows, for everyone. */
  summary: string;
  data: Datum[];
  /** The value axis's top at least this (100 for a score). */
  max?: number;
  unit: string;
  /** Shown in the chart's place, at the chart's height, while every value is zero. */
  empty: ReactNode;
}

function yOf(value: number, top: number) {
  return PAD.top + innerH - (value / top) * innerH;
}

function Axis({ ticks, top, width }: { ticks: number[]; top: number; width: number }) {
  return (
    <g aria-hidden="true">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={width - PAD.right} y1={yOf(t, top)} y2={yOf(t, top)} className="stroke-slate-200 dark:stroke-slate-700" />
          <text x={PAD.left - 6} y={yOf(t, top) + 4} textAnchor="end" className="fill-slate-600 text-[11px] dark:fill-slate-300">
            {t}
          </text>
        </g>
      ))}
    </g>
  );
}

/** As many x labels as fit, counted back from the latest, which is always shown. */
function XLabels({ data, xOf, innerW }: { data: Datum[]; xOf: (i: number) => number; innerW: number }) {
  const every = Math.ceil(data.length / Math.max(1, Math.floor(innerW / LABEL_PX)));
  return (
    <g aria-hidden="true">
      {data.map((d, i) =>
        (data.length - 1 - i) % every === 0 ? (
          <text key={i} x={xOf(i)} y={H - PAD.bottom + 18} textAnchor="middle" className="fill-slate-600 text-[11px] dark:fill-slate-300">
            {d.label}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Figures({ title, data, unit }: { title: string; data: Datum[]; unit: string }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer muted">Show the figures</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 font-medium">
              When
            </th>
            <th scope="col" className="py-1 font-medium">
              {unit}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((d, i) => (
            <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-1">{d.detail ? `${d.label}, ${d.detail}` : d.label}</td>
              <td className="py-1">{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Frame({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  empty: ReactNode | null;
  children: (ids: { title: string; desc: string }) => ReactNode;
}) {
  const id = useId();
  const ids = { title: `${id}-title`, desc: `${id}-desc` };
  return (
    <figure className="card p-5" aria-labelledby={ids.title}>
      <figcaption>
        <h2 id={ids.title} className="font-semibold">
          {title}
        </h2>
        <p id={ids.desc} className="mt-1 text-sm muted">
          {summary}
        </p>
      </figcaption>
      {empty ? (
        <div
          className="mt-3 flex items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm muted dark:border-slate-600"
          style={{ height: H }}
        >
          <div>{empty}</div>
        </div>
      ) : (
        children(ids)
      )}
    </figure>
  );
}

/** The frame, axes, labels and figures every chart shares; `marks` draws the data itself. */
function Chart({
  title,
  summary,
  data,
  max = 0,
  unit,
  empty,
  xOf,
  marks,
}: ChartProps & {
  /** Where datum i sits across the plot of `innerW` pixels. */
  xOf(i: number, innerW: number): number;
  marks(x: (i: number) => number, y: (value: number) => number, innerW: number): ReactNode;
}) {
  const top = axisTicks(Math.max(max, ...data.map((d) => d.value))).at(-1)!;
  const ticks = axisTicks(top);
  const { ref, width, innerW } = useWidth();
  const x = (i: number) => xOf(i, innerW);
  return (
    <Frame title={title} summary={summary} empty={data.every((d) => d.value === 0) ? empty : null}>
      {(ids) => (
        <>
          <svg
            ref={ref}
            viewBox={`0 0 ${width} ${H}`}
            height={H}
            className="mt-3 block w-full"
            role="img"
            aria-labelledby={ids.title}
            aria-describedby={ids.desc}
          >
            <Axis ticks={ticks} top={top} width={width} />
            <XLabels data={data} xOf={x} innerW={innerW} />
            {marks(x, (value) => yOf(value, top), innerW)}
          </svg>
          <Figures title={title} data={data} unit={unit} />
        </>
      )}
    </Frame>
  );
}

/** A line through the points in order (a score or a pace over time). */
export function LineChart(props: ChartProps) {
  const { data, unit } = props;
  return (
    <Chart
      {...props}
      xOf={(i, innerW) => PAD.left + (data.length < 2 ? innerW / 2 : (i / (data.length - 1)) * innerW)}
      marks={(x, y) => (
        <>
          <path
            d={data.map((d, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(d.value).toFixed(1)}`).join(' ')}
            fill="none"
            strokeWidth={2.5}
            className="stroke-brand-600 dark:stroke-brand-100"
          />
          {data.map((d, i) => (
            <circle key={i} cx={x(i)} cy={y(d.value)} r={4} className="fill-brand-600 dark:fill-brand-100">
              <title>{`${d.label}${d.detail ? `, ${d.detail}` : ''}: ${d.value} ${unit}`}</title>
            </circle>
          ))}
        </>
      )}
    />
  );
}

/** One bar per datum (sessions per week, applications per stage). */
export function BarChart(props: ChartProps) {
  const { data, unit } = props;
  const slotOf = (innerW: number) => innerW / Math.max(1, data.length);
  return (
    <Chart
      {...props}
      xOf={(i, innerW) => PAD.left + slotOf(innerW) * i + slotOf(innerW) / 2}
      marks={(x, y, innerW) => {
        const barW = Math.min(40, slotOf(innerW) * 0.6);
        return data.map((d, i) => (
          <rect
            key={i}
            x={x(i) - barW / 2}
            y={y(d.value)}
            width={barW}
            height={Math.max(0, PAD.top + innerH - y(d.value))}
            rx={3}
            className="fill-brand-600 dark:fill-brand-100"
          >
            <title>{`${d.label}: ${d.value} ${unit}`}</title>
          </rect>
        ));
      }}
    />
  );
}

/** A day (YYYY-MM-DD, UTC) as a chart label: "Nov 24". */
export const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One figure of a dashboard's stat tiles (inside a <dl>). */
export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
      {hint && <dd className="text-xs muted">{hint}</dd>}
    </div>
  );
}
