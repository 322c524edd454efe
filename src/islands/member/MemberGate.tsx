import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth';
import { $premiumPreview } from '../../stores/preview';
import { hasPlan, viewedAs, type CurrentUser } from '../../lib/access';
import { ApiError } from '../../lib/api';
import { MEMBER_TOOLS, type PlanKey } from '../../lib/catalogue';
import { FeatureOffCard, UpgradeCard } from './UpgradeCard';

interface Gate {
  /**
   * What a tool calls with an API error: 401 sends the member to sign in, 403 shows the upgrade
   * card (the server is the judge of the plan). Answers false for any other error, which the tool
   * reports itself.
   */
  denied(error: unknown): boolean;
}

const GateContext = createContext<Gate>({ denied: () => false });
export const useGate = () => useContext(GateContext);

function signIn(path: string) {
  window.location.replace(`/login?next=${encodeURIComponent(path)}`);
}

interface Props {
  /** The plan the tool needs; null: every signed-in member (support). */
  plan: PlanKey | null;
  /** "The job tracker", for the upgrade card. */
  toolName: string;
  /** What the tool does, for the upgrade card. */
  pitch: string;
  /** Where to come back to after signing in. */
  path: string;
  children: (user: CurrentUser) => ReactNode;
}

/** The one guard of the member area's pages: signed out → sign in, below the plan → upgrade card. */
export function MemberGate({ plan, toolName, pitch, path, children }: Props) {
  const auth = useStore($auth);
  const preview = useStore($premiumPreview);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (auth.status === 'ready' && !auth.user) signIn(path);
  }, [auth, path]);

  const denied = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 401) {
        signIn(path);
        return true;
      }
      if (error.status === 403 && plan) {
        setRefused(true);
        return true;
      }
      return false;
    },
    [path, plan],
  );

  if (!auth.user)
    return (
      <p role="status" className="muted">
        Loading...
      </p>
    );
  const user = viewedAs(auth.user, preview)!;
  const feature = MEMBER_TOOLS.find((t) => t.path === path)?.feature;
  if (feature && auth.user.features?.[feature] === false) return <FeatureOffCard toolName={toolName} />;
  if (plan && (refused || !hasPlan(user, plan))) return <UpgradeCard plan={plan} toolName={toolName} pitch={pitch} user={user} />;
  return <GateContext.Provider value={{ denied }}>{children(user)}</GateContext.Provider>;
}
