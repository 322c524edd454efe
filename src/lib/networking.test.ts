import { describe, expect, it } from 'vitest';
import { fillSlots, fillTemplate, slotValues, templateUnavailable } from './networking';

const job = { title: 'Customer Success Manager', company: 'Acme Health', appliedOn: '2026-11-20', interviewAt: '2026-12-01T15:00:00Z' };
const member = { firstName: 'Kim', lastName: 'Lo' };

describe('filling a networking template', () => {
  it('fills the slots the tracker knows', () => {
    const filled = fillTemplate(
      { subject: 'Thank you: {jobTitle}', body: 'Hi {contactFirstName},\nthe {jobTitle} role at {company}.\n{memberFullName}' },
      { job, contact: { name: 'Dana  Reyes' }, member },
    );
    expect(filled).toEqual({ subject: 'Thank you: Customer Success Manager', body: 'Hi Dana,\nthe Customer Success Manager role at Acme Health.\nKim Lo' });
  });

  it('leaves unknown or empty slots visible in brackets, never "undefined" or "null"', () => {
    const filled = fillTemplate(
      { subject: '{jobTitle}', body: 'Hi {contactFirstName}, on {interviewDay} {mystery} {toString}' },
      { job: null, contact: null, member: { firstName: null, lastName: null } },
    );
    expect(filled.subject).toBe('[jobTitle]');
    expect(filled.body).toBe('Hi [contactFirstName], on [interviewDay] [mystery] [toString]');
    expect(JSON.stringify(filled)).not.toMatch(/undefined|null/);
  });

  it('names the interview day and the applied day as weekdays', () => {
    const values = slotValues({ job, contact: null, member });
    expect(values.interviewDay).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (November|December) \d+$/);
    expect(values.appliedDay).toBe('Friday, November 20');
    expect(values.memberFirstName).toBe('Kim');
  });

  it('keeps text without slots as it is', () => {
    expect(fillSlots('No slots here, {not a slot}.', {})).toBe('No slots here, {not a slot}.');
  });
});

describe('when a thank-you can be written', () => {
  const thankYou = { afterInterview: true };
  const now = new Date('2026-11-27T12:00:00Z');

  it('only after the interview has happened', () => {
    expect(templateUnavailable(thankYou, { interviewAt: '2026-11-30T15:00:00Z' }, now)).toMatch(/has not happened yet/);
    expect(templateUnavailable(thankYou, { interviewAt: '2026-11-26T15:00:00Z' }, now)).toBeNull();
    expect(templateUnavailable(thankYou, { interviewAt: null }, now)).toMatch(/add the interview’s date and time/);
    expect(templateUnavailable(thankYou, null, now)).toMatch(/choose the job you interviewed for/);
  });

  it('leaves the other templates to any job', () => {
    expect(templateUnavailable({}, { interviewAt: '2026-11-30T15:00:00Z' }, now)).toBeNull();
    expect(templateUnavailable({ afterInterview: false }, null, now)).toBeNull();
  });
});
