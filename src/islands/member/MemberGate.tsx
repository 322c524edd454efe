import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { $premiumPreview } from '~/stores/preview';
import { hasPlan, viewedAs, type CurrentUser } from '~/lib/access';
import { ApiError } from '~/lib/api';
import { memberTool, type MemberToolKey } from '~/lib/catalogue';
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

/** Back to the very address after signing in: an open letter or thread, not only the room. */
function signIn() {
  window.location.replace(`/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
}

interface Props {
  /** The room, whose MEMBER_TOOLS entry gives its plan, name and feature flag. */
  tool: MemberToolKey;
  /** What the tool does, for the upgrade card. */
  pitch: string;
  children: (user: CurrentUser) => ReactNode;
}

/** The one guard of the member area's pages: signed out → sign in, room switched off → say so, below the plan → upgrade card. */
export function MemberGate({ tool, pitch, children }: Props) {
  const { plan, name, feature } = memberTool(tool);
  const auth = useStore($auth);
  const preview = useStore($premiumPreview);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (auth.status === 'ready' && !auth.user) signIn();
  }, [auth]);

  const denied = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 401) {
        signIn();
        return true;
      }
      if (error.status === 403 && plan) {
        setRefused(true);
        return true;
      }
      return false;
    },
    [plan],
  );

  if (!auth.user)
    return (
      <p role="status" className="muted">
        Loading...
      </p>
    );
  const user = viewedAs(auth.user, preview)!;
  if (feature && auth.user.features?.[feature] === false) return <FeatureOffCard toolName={name} />;
  if (plan && (refused || !hasPlan(user, plan))) return <UpgradeCard plan={plan} toolName={name} pitch={pitch} user={user} />;
  return <GateContext.Provider value={{ denied }}>{children(user)}</GateContext.Provider>;
}
