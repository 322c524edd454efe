/** Placeholder until its feature lands (issue 14). */
export default function SupportQueue() {
  return null;
}
