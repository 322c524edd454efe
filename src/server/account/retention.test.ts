import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PARAMETERS } from '~/lib/admin/settings';
import { ANONYMOUS_RETENTION_MS } from '~/server/resumes/sessions';
import { accountDeletedEmail } from '~/server/mail/templates';

/**
 * The Privacy page's "What we keep and for how long" says what the code does: when a period
 * changes in code, this fails until the page says the same (each clean-up has its integration test).
 */
const privacy = readFileSync(new URL('../../../content/legal/privacy.mdx', import.meta.url), 'utf8');
const section = privacy.slice(privacy.indexOf('## 6. What We Keep and for How Long'), privacy.indexOf('## 7.'));

describe('the Privacy page’s retention rules', () => {
  it('has the section', () => {
    expect(section.length).toBeGreaterThan(500);
  });

  it('states the signed-out upload period the clean-up enforces', () => {
    expect(ANONYMOUS_RETENTION_MS / 3600_000).toBe(24);
    expect(section).toMatch(/signed out:\*\* .*deleted automatically 24 hours after the upload/);
  });

  it('states the log retention setting as the System tab has it', () => {
    const p = SYSTEM_PARAMETERS.find((x) => x.key === 'logRetentionDays')!;
    expect(section).toContain(`${p.default} days unless changed; never less than ${p.min} days or more than 10 years`);
    expect(p.max).toBe(3650);
  });

  it('says deleted accounts go at once, and payments are kept without identity for the period the last e-mail names', () => {
    expect(section).toMatch(/erased at once/);
    expect(section).toContain('for as long as tax law requires, up to ten years');
    const mail = accountDeletedEmail({ brand: 'CareerPivot', firstName: 'Kim', byAdmin: false, siteUrl: 'http://x' });
    expect(mail.text).toContain('for as long as tax law requires, up to ten years');
  });
});
