/** Placeholder until its feature lands (issue 14). */
export default function CoachingSlots() {
  return null;
}
