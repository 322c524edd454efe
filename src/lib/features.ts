/**
 * The System tab's feature flags: each switches a part of the site off for everyone (its pages
 * say so, its functions answer 404) while the members' data is kept. Read by the catalogue's
 * rooms, the server's guards and the islands, so it depends on nothing.
 */
export const FEATURE_FLAGS = [
  { key: 'aiResumeBuilder', label: 'AI Resume Builder', default: true, hint: 'The resume builder and the bullet assistant' },
  { key: 'referralSystem', label: 'Referral System', default: true, hint: 'Share & Save: codes, invitations and rewards' },
  { key: 'videoInterviewPractice', label: 'Video Interview Practice', default: true, hint: 'Voice and video practice answers (Premium)' },
  // Off until staff choose to try it (the spec's "BETA"): a layer over what members already do (decision 0028).
  { key: 'careerGame', label: 'Career Game (BETA)', default: false, hint: 'Points, badges, a weekly streak and quests from what members already do' },
] as const;
export type FeatureKey = (typeof FEATURE_FLAGS)[number]['key'];

/** What a switched-off feature says, on its pages and in its functions' 404 (the member's data is kept). */
export const FEATURE_OFF_MESSAGES: Record<FeatureKey, string> = {
  aiResumeBuilder: 'The AI Resume Builder is turned off for now. Your saved resumes are kept.',
  referralSystem: 'Share & Save is paused for now. Codes you already shared keep their place, and rewards you earned stay yours.',
  videoInterviewPractice: 'Voice and video practice is turned off for now. Your saved recordings are kept.',
  careerGame: 'The Career Game is turned off for now. It only reads what you already do, so nothing of yours is lost.',
};

/** Whether a feature is on before staff change anything: a room behind a flag that starts off stays out of the navigation until the server says it is on. */
export function featureOnByDefault(key: FeatureKey): boolean {
  return FEATURE_FLAGS.find((f) => f.key === key)!.default;
}
