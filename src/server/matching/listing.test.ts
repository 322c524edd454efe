import { describe, expect, it } from 'vitest';
import type { Job } from '~/server/db/schema';
import { descriptionBlocks, escapeHtml, jobPageModel, renderJobPage } from './listing';
import { SAMPLE_NOTICE } from './sample';

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>__JOB_TITLE__ | CareerPivot</title><meta name="description" content="__JOB_META__"><meta name="robots" content="noindex"></head>
<body><span>__JOB_KIND__</span><h1>__JOB_TITLE__</h1><dd>__JOB_COMPANY__</dd><dd>__JOB_LOCATION__</dd><dd>__JOB_OCCUPATION__</dd><time datetime="__JOB_POSTED_ON__">__JOB_POSTED__</time>
<section>__JOB_DESCRIPTION__</section><ul>__JOB_SKILLS__</ul><p>__JOB_NOTICE__</p></body></html>`;

function row(fields: Partial<Job> = {}): Job {
  return {
    id: '8beab8dd-b19f-8a7c-b498-bda712426eac',
    source: 'seed',
    externalId: 'o1-1-1',
    title: 'Line Cook',
    company: 'Bramble Kitchen & Bar',
    city: 'Tampa',
    state: 'FL',
    remote: false,
    description: "Bramble is hiring.\n\nWhat you'll do:\n• Cook food.\n• Clean the grill.\n\nSome experience helps.",
    skills: ['Food Safety'],
    occupationCode: '35-2014.00',
    occupationConfidence: 1,
    link: '/jobs/8beab8dd-b19f-8a7c-b498-bda712426eac',
    postedAt: new Date('2026-11-03T12:00:00Z'),
    createdAt: new Date('2026-11-20T12:00:00Z'),
    ...fields,
  };
}

describe('descriptionBlocks', () => {
  it('reads paragraphs, and bullet lines as a list under the line ending in a colon before them', () => {
    expect(descriptionBlocks("Intro line.\n\nWhat you'll do:\n• One\n• Two\n\nLast.")).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'list', heading: "What you'll do", items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
    expect(descriptionBlocks('Plain text\non two lines.')).toEqual([{ kind: 'paragraph', text: 'Plain text on two lines.' }]);
    expect(descriptionBlocks('- a\n- b')).toEqual([{ kind: 'list', heading: null, items: ['a', 'b'] }]);
  });
});

describe('the job page', () => {
  it('shapes a sample listing: place, posted date, blocks, skills', () => {
    expect(jobPageModel(row())).toMatchObject({
      title: 'Line Cook',
      location: 'Tampa, FL',
      postedOn: '2026-11-03',
      postedLabel: 'Nov 3, 2026',
      sample: true,
      employerLink: null,
      skills: ['Food Safety'],
      occupation: { code: '35-2014.00', title: 'Cooks, Restaurant' },
    });
    expect(jobPageModel(row({ occupationCode: null })).occupation).toBeNull();
    expect(jobPageModel(row({ source: 'greenhouse', link: 'https://boards.example/jobs/1' }))).toMatchObject({
      sample: false,
      employerLink: 'https://boards.example/jobs/1',
    });
  });

  it('fills every marker of the shell with escaped text, and labels a sample as such', () => {
    const page = jobPageModel(row({ title: '<script>alert(1)</script> Cook', company: 'A & "B"', skills: ['<b>x</b>'] }));
    const out = renderJobPage(SHELL, page);
    expect(out).not.toMatch(/__JOB_[A-Z_]+__/);
    expect(out).not.toContain('<script>');
    expect(out).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; Cook</h1>');
    expect(out).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Cook | CareerPivot</title>');
    expect(out).toContain('content="&lt;script&gt;alert(1)&lt;/script&gt; Cook at A &amp; &quot;B&quot;, Tampa, FL."');
    expect(out).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li>');
    expect(out).toContain('<li>Cook food.</li>');
    expect(out).toContain('What you&#39;ll do');
    expect(out).toContain(escapeHtml(SAMPLE_NOTICE));
    expect(out).toContain('<span>Sample listing</span>');
    expect(out).toContain('<dd>Cooks, Restaurant (O*NET-SOC 35-2014.00)</dd>');
    // A value that looks like a marker is not replaced again.
    expect(renderJobPage(SHELL, jobPageModel(row({ company: '__JOB_TITLE__' })))).toContain('<dd>__JOB_TITLE__</dd>');
  });

  it('sends an imported posting’s reader to the employer, and refuses a shell without its markers', () => {
    const out = renderJobPage(SHELL, jobPageModel(row({ source: 'lever', link: 'https://jobs.lever.co/acme/1' })));
    expect(out).not.toContain(SAMPLE_NOTICE);
    expect(out).toContain('<span>Imported listing</span>');
    expect(out).toContain('href="https://jobs.lever.co/acme/1"');
    expect(() => renderJobPage('<html></html>', jobPageModel(row()))).toThrow(/marker/);
  });
});
