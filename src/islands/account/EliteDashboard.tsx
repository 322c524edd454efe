import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth';
import { $premiumPreview } from '../../stores/preview';
import { hasEliteAccess, viewedAs } from '../../lib/access';
import { ApiError, getJson } from '../../lib/api';

interface EliteServices {
  /** "VIP: we answer within 4 hours", from the System setting. */
  vipSupportTarget: string;
  coachingBookingUrl: string;
}

/**
 * Elite members' and admins' home: PivotMatch, VIP support and executive coaching. The services
 * come from an Elite-only function: the server, not this page, decides who sees them.
 */
export default function EliteDashboard() {
  const auth = useStore($auth);
  const preview = useStore($premiumPreview);
  const allowed = hasEliteAccess(viewedAs(auth.user, preview));
  const [services, setServices] = useState<EliteServices | null>(null);

  useEffect(() => {
    if (auth.status !== 'ready') return;
    if (!auth.user) window.location.replace('/login?next=/elite-dashboard');
    else if (!allowed) window.location.replace('/subscribe?plan=elite');
    else
      getJson<EliteServices>('/api/elite/services')
        .then(setServices)
        .catch((error) => {
          if (error instanceof ApiError && error.status === 403) window.location.replace('/subscribe?plan=elite');
          else if (error instanceof ApiError && error.status === 401) window.location.replace('/login?next=/elite-dashboard');
        });
  }, [auth, allowed]);

  if (!auth.user || !allowed || !services)
    return (
      <p role="status" className="muted">
        Loading your Elite dashboard...
      </p>
    );
  return (
    <div className="space-y-8">
      <h1 className="heading-1">Elite Dashboard</h1>
      <p className="muted">Welcome, {auth.user.firstName}. Everything in your Full Suite is here.</p>
      <div className="grid gap-6 md:grid-cols-3">
        <section className="card" aria-labelledby="elite-pm">
          <h2 id="elite-pm" className="text-lg font-semibold">
            PivotMatch
          </h2>
          <p className="mt-2 text-sm muted">Upload your resume and see ranked matches, including roles you might not have searched for.</p>
          <a href="/pivotmatch" className="btn-primary mt-4">
            Open PivotMatch
          </a>
        </section>
        <section className="card" aria-labelledby="elite-vip">
          <h2 id="elite-vip" className="text-lg font-semibold">
            VIP support
          </h2>
          <p className="mt-2 text-sm muted">Priority answers from our team. {services.vipSupportTarget}.</p>
          <a href="/dashboard/support" className="btn-secondary mt-4">
            Ask VIP support
          </a>
        </section>
        <section className="card" aria-labelledby="elite-coach">
          <h2 id="elite-coach" className="text-lg font-semibold">
            Executive coaching
          </h2>
          <p className="mt-2 text-sm muted">Book a one-to-one session with a career coach.</p>
          <a href="/dashboard/coaching" className="btn-secondary mt-4">
            Book a session
          </a>
        </section>
      </div>
      <p>
        <a href="/dashboard" className="text-brand-700 underline dark:text-brand-100">
          Back to your dashboard
        </a>
      </p>
    </div>
  );
}
