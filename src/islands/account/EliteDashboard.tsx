import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { $premiumPreview } from '~/stores/preview';
import { hasEliteAccess, viewedAs } from '~/lib/access';
import { eliteRoutes } from '~/lib/elite';
import { MemberGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Elite members' and admins' home: each Elite service with what is waiting in it. The figures
 * come from an Elite-only function: the server, not this page, decides who sees them.
 */
export default function EliteDashboard() {
  const auth = useStore($auth);
  const preview = useStore($premiumPreview);
  const allowed = hasEliteAccess(viewedAs(auth.user, preview));

  // Below Elite the page sends the member to the Elite plan, before anything is asked.
  useEffect(() => {
    if (auth.status !== 'ready') return;
    if (!auth.user) window.location.replace('/login?next=/elite-dashboard');
    else if (!allowed) window.location.replace('/subscribe?plan=elite');
  }, [auth, allowed]);

  if (!auth.user || !allowed) return <Loading />;
  const firstName = auth.user.firstName;
  // The server is still the judge: a 401 it answers signs in again, a 403 shows the Elite card.
  return (
    <MemberGate
      tool="elite-dashboard"
      pitch="PivotMatch with every match, the Career Opportunity Navigator, introductions, executive coaching and VIP support, in one place."
    >
      {() => <Overview firstName={firstName} />}
    </MemberGate>
  );
}

const Loading = () => (
  <p role="status" className="muted">
    Loading your Elite dashboard...
  </p>
);

function Overview({ firstName }: { firstName: string | null }) {
  const { data: overview, error, reload } = useMemberQuery(eliteRoutes.services, {}, 'Your Elite dashboard could not be loaded.');

  if (error) return <InlineError message={error} onRetry={reload} />;
  if (!overview) return <Loading />;
  const o = overview;
  const services = [
    {
      key: 'pivotmatch',
      title: 'PivotMatch',
      status:
        o.savedSearches === 0
          ? 'Every match, not the top five. Save a search to get new matches by e-mail.'
          : `${plural(o.savedSearches, 'saved search', 'saved searches')}, ${o.alertsOn} with e-mail alerts.`,
      links: [
        { href: '/pivotmatch', label: 'Open PivotMatch', primary: true },
        { href: '/dashboard/matches', label: 'Saved searches and hidden opportunities' },
      ],
    },
    {
      key: 'navigator',
      title: 'Career Opportunity Navigator',
      status: 'Every career path your resume points to, with what transfers and what is missing.',
      links: [{ href: '/dashboard/navigator', label: 'Open the navigator', primary: true }],
    },
    {
      key: 'introductions',
      title: 'Introductions',
      status:
        o.openIntroductions === 0
          ? 'Ask us to introduce you to the hiring team of a job you track.'
          : `${plural(o.openIntroductions, 'request')} with our team.`,
      links: [{ href: '/dashboard/introductions', label: 'Request an introduction', primary: true }],
    },
    {
      key: 'coaching',
      title: 'Executive coaching',
      status: o.nextCoaching
        ? `Next session: ${when(o.nextCoaching.startsAt)} with ${o.nextCoaching.coachName}.`
        : 'No session booked. One-to-one sessions with a career coach.',
      links: [{ href: '/dashboard/coaching', label: o.nextCoaching ? 'Your sessions' : 'Book a session', primary: true }],
    },
    {
      key: 'support',
      title: 'VIP support',
      status: `${o.vipSupportTarget}.${o.openSupport ? ` ${plural(o.openSupport, 'open request')}.` : ''}`,
      links: [{ href: '/dashboard/support', label: 'Ask VIP support', primary: true }],
    },
  ];
  return (
    <div className="space-y-8">
      <h1 className="heading-1">Elite Dashboard</h1>
      <p className="muted">Welcome, {firstName}. Everything in your Full Suite is here.</p>
      <div className="grid gap-6 md:grid-cols-2">
        {services.map((s) => (
          <section key={s.key} className="card flex flex-col" aria-labelledby={`elite-${s.key}`} data-testid={`elite-${s.key}`}>
            <h2 id={`elite-${s.key}`} className="text-lg font-semibold">
              {s.title}
            </h2>
            <p className="mt-2 flex-1 text-sm muted">{s.status}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {s.links.map((l) => (
                <a key={l.href} href={l.href} className={l.primary ? 'btn-primary' : 'btn-secondary'}>
                  {l.label}
                </a>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p>
        <a href="/dashboard" className="text-brand-700 underline dark:text-brand-100">
          Back to your dashboard
        </a>
      </p>
    </div>
  );
}
