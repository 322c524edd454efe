import IntroductionsQueue from './elite/IntroductionsQueue';
import SupportQueue from './elite/SupportQueue';
import CoachingSlots from './elite/CoachingSlots';

/** Staff's side of the Elite services: the introductions queue, the support queue (VIP first) and coaching slots. */
export default function EliteTab() {
  return (
    <div className="space-y-10">
      <IntroductionsQueue />
      <SupportQueue />
      <CoachingSlots />
    </div>
  );
}
