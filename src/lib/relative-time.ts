/**
 * "2 hours ago", "just now", "3 days ago": how long ago `iso` was, roughly (the account page's
 * last use of a session). Past only; a time in the future (a clock skew) reads as "just now".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const steps: [number, string][] = [
    [60, 'minute'],
    [3600, 'hour'],
    [86_400, 'day'],
    [30 * 86_400, 'month'],
    [365 * 86_400, 'year'],
  ];
  let unit = steps[0]!;
  for (const step of steps) if (seconds >= step[0]) unit = step;
  const count = Math.floor(seconds / unit[0]);
  return `${count} ${unit[1]}${count === 1 ? '' : 's'} ago`;
}
