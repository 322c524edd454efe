/** The Content tab. */

/** What the site's content holds, counted from the content collections and data files when the site is built. */
export interface ContentCounts {
  resources: number;
  faq: number;
  insights: number;
  resumeTemplates: number;
  occupations: number;
  jobTitles: number;
  skills: number;
  skillForms: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? one : many}`;

/**
 * The Content tab's six cards, from the real counts (the spec's static figures described content
 * this site does not have: testimonials, networking templates). Each links to where it is read.
 */
export function contentCards(c: ContentCounts): { key: string; title: string; summary: string; href: string }[] {
  return [
    { key: 'resources', title: 'Career Guides', summary: plural(c.resources, 'guide'), href: '/resources' },
    { key: 'faq', title: 'FAQ', summary: plural(c.faq, 'question'), href: '/faq' },
    { key: 'insights', title: 'Daily Insights', summary: plural(c.insights, 'insight'), href: '/' },
    { key: 'resume-templates', title: 'Resume Templates', summary: plural(c.resumeTemplates, 'resume template'), href: '/dashboard/resumes' },
    {
      key: 'job-titles',
      title: 'Sample Job Corpus',
      summary: `${plural(c.jobTitles, 'job title')} across ${plural(c.occupations, 'occupation')} (O*NET)`,
      href: '/pivotmatch',
    },
    { key: 'skills', title: 'Skills Vocabulary', summary: `${plural(c.skills, 'skill')}, ${plural(c.skillForms, 'way')} of writing them`, href: '/about' },
  ];
}
