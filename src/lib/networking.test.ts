import { describe, expect, it } from 'vitest';
import file from '@content/networking/templates.json';
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

  it('words a sentence without a slot the tracker does not know, never showing "[slot]", "undefined" or "null"', () => {
    const filled = fillTemplate(
      {
        subject: 'Thank you for {{{interviewDay}|the interview}}{{: {jobTitle}|}}',
        body: '{{Hi {contactFirstName},|Hello,}} on {interviewDay}{{ at {company}|}} {mystery} {toString}',
      },
      { job: null, contact: null, member: { firstName: null, lastName: null } },
    );
    expect(filled.subject).toBe('Thank you for the interview');
    expect(filled.body).toBe('Hello, on   ');
    expect(`${filled.subject} ${filled.body}`).not.toMatch(/undefined|null|\[|\{/);
  });

  it('uses a segment only when every slot in it is known, and never reads a filled value as template', () => {
    const values = { jobTitle: 'Designer {company}', company: null };
    expect(fillSlots('{{the {jobTitle} role at {company}|the role}}', values)).toBe('the role');
    expect(fillSlots('{{the {jobTitle} role|the role}}', values)).toBe('the Designer {company} role');
    expect(fillSlots('Hi{{ {contactFirstName}|}},', { contactFirstName: '' })).toBe('Hi,');
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

describe('the networking templates', () => {
  const noName = { firstName: null, lastName: null };
  const sources = {
    'nothing known (no job, "Someone else", no name)': { job: null, contact: null, member: noName },
    'a saved job without a contact or dates': { job: { title: 'Data Analyst', company: 'Acme', appliedOn: null, interviewAt: null }, contact: null, member },
    'everything known': { job, contact: { name: 'Dana Reyes' }, member },
  };

  for (const [situation, source] of Object.entries(sources)) {
    it(`never show a raw placeholder or a broken sentence: ${situation}`, () => {
      for (const template of file.templates) {
        const { subject, body } = fillTemplate(template, source);
        const text = `${subject}\n${body}`;
        // Only the prompts in plain words ("[Mention one thing …]") are left for the member; never "[contactFirstName]".
        expect(text, template.key).not.toMatch(/\[[a-z]+[A-Z][A-Za-z]*\]|[{}]|undefined|null/);
        expect(text, template.key).not.toMatch(/ {2}| [,.?:]|,,|\bthe +role role\b/);
        expect(body.startsWith('Hi ') || body.startsWith('Hello,'), template.key).toBe(true);
      }
    });
  }

  it('fill an Elite member’s draft for a saved job with no contact in plain words', () => {
    const followUp = file.templates.find((t) => t.key === 'follow-up')!;
    const { subject, body } = fillTemplate(followUp, sources['a saved job without a contact or dates']);
    expect(subject).toBe('Following up on my application: Data Analyst');
    expect(body).toMatch(/^Hello,\n\nI applied for the Data Analyst role at Acme and wanted to check in/);
    expect(body).toMatch(/Best regards,\nKim Lo$/);
  });

  it('write the thank-you in full when the tracker knows the interview and the contact', () => {
    const thankYou = file.templates.find((t) => t.key === 'thank-you')!;
    const { subject, body } = fillTemplate(thankYou, sources['everything known']);
    expect(subject).toMatch(/^Thank you for \w+day, December 1: Customer Success Manager$/);
    expect(body).toMatch(/^Hi Dana,\n\nThank you for taking the time to talk with me on \w+day, December 1 about the Customer Success Manager role\./);
  });
});
