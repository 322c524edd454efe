import { useCallback, useEffect, useState } from 'react';
import { MemberGate } from '~/islands/member/MemberGate';
import { PlanDetail } from './PlanDetail';
import { PlanList } from './PlanList';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('planner');

export default function Planner() {
  return (
    <MemberGate
      tool="planner"
      pitch="Turn a career path from the navigator into a dated plan: learn the missing skills, prove them with a project or a certification, talk to people in the field and apply."
    >
      {() => <Room />}
    </MemberGate>
  );
}

const planInAddress = () => new URLSearchParams(window.location.search).get('plan');

/** The list, or one plan (?plan=<id>): the address says which, so a reload, a link and the back button keep it. */
function Room() {
  const [planId, setPlanId] = useState<string | null>(planInAddress);
  useEffect(() => {
    const onPop = () => setPlanId(planInAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = useCallback((id: string | null) => {
    window.history.pushState(null, '', id ? `${PATH}?plan=${encodeURIComponent(id)}` : PATH);
    setPlanId(id);
    window.scrollTo({ top: 0 });
  }, []);
  return planId ? <PlanDetail key={planId} planId={planId} onBack={() => open(null)} /> : <PlanList onOpen={open} />;
}
