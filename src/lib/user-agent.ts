import rules from './user-agent-rules.json';

/** What the account page says for a session started without a User-Agent header. */
export const UNKNOWN_DEVICE = 'Unknown browser';

interface Rule {
  name: string;
  pattern: string;
}

const compile = (list: Rule[]) => list.map((r) => ({ name: r.name, re: new RegExp(r.pattern, 'i') }));
const apps = compile(rules.apps);
const browsers = compile(rules.browsers);
const systems = compile(rules.systems);

/**
 * "Chrome on macOS" from a User-Agent, by the rules in user-agent-rules.json (first match wins).
 * Only for showing people which of their sessions is which: a User-Agent is whatever the client
 * says, so nothing is decided by it.
 */
export function describeUserAgent(ua: string | null | undefined): string {
  const text = ua?.trim();
  if (!text) return UNKNOWN_DEVICE;
  const app = apps.find((a) => a.re.test(text))?.name;
  if (app) return `${app} (an app or script, not a browser)`;
  const browser = browsers.find((b) => b.re.test(text))?.name;
  const system = systems.find((s) => s.re.test(text))?.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : UNKNOWN_DEVICE);
}
