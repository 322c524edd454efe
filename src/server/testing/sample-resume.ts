/**
 * A full two-page resume of a career changer (teacher → data analyst), for the export tests and
 * the export benchmark. Its skills are taxonomy skills, so a read-back can find every one.
 */
import { resumeDataSchema, type ResumeData } from '~/lib/resume';

const bullets = (topic: string) => [
  `Built a weekly ${topic} report in Microsoft Excel that 12 colleagues used to plan their work`,
  `Cleaned and joined ${topic} records with SQL, cutting the time to answer a question from days to hours`,
  `Presented ${topic} findings to leadership with clear charts and a one-page summary`,
  `Trained 8 new staff on the ${topic} process and wrote the guide they still use`,
  `Reduced errors in ${topic} data entry by 30% with validation rules and a checklist`,
];

export const SAMPLE_RESUME: ResumeData = resumeDataSchema.parse({
  basics: {
    name: 'Maya Lopez',
    label: 'Data Analyst',
    email: 'maya.lopez@example.com',
    phone: '(512) 555-0142',
    url: 'https://mayalopez.dev',
    summary:
      'Mathematics teacher of eight years moving into data analysis. I turn messy records into decisions people act on, explain numbers to people who do not love them, and have automated the reporting of two schools.',
    location: { city: 'Austin', region: 'TX', countryCode: 'US' },
    profiles: [
      { network: 'LinkedIn', username: '', url: 'https://www.linkedin.com/in/mayalopez' },
      { network: 'GitHub', username: 'mayalopez', url: 'https://github.com/mayalopez' },
    ],
  },
  work: [
    {
      name: 'Austin Independent School District',
      position: 'Mathematics Teacher',
      location: 'Austin, TX',
      startDate: '2019-08',
      endDate: '',
      summary: '',
      highlights: bullets('attendance'),
    },
    {
      name: 'Round Rock High School',
      position: 'Data Coordinator',
      location: 'Round Rock, TX',
      startDate: '2017-01',
      endDate: '2019-06',
      summary: '',
      highlights: bullets('assessment'),
    },
    {
      name: 'Acme Health, Inc.',
      position: 'Operations Assistant',
      location: 'Dallas, TX',
      startDate: '2015-03',
      endDate: '2016-12',
      summary: '',
      highlights: bullets('patient scheduling'),
    },
    {
      name: 'City of Austin',
      position: 'Research Intern',
      location: 'Austin, TX',
      startDate: '2014-06',
      endDate: '2015-02',
      summary: '',
      highlights: bullets('survey'),
    },
  ],
  education: [
    { institution: 'University of Texas at Austin', area: 'Mathematics', studyType: 'Bachelor of Science', startDate: '2010', endDate: '2014', score: '' },
  ],
  skills: [
    { name: 'Data analysis', level: '', keywords: ['SQL', 'Python', 'Microsoft Excel', 'Tableau', 'Statistics'] },
    { name: 'Working with people', level: '', keywords: ['Public Speaking', 'Project Management'] },
  ],
  certificates: [{ name: 'Google Data Analytics Certificate', issuer: 'Coursera', date: '2024-05', url: '' }],
  projects: [
    {
      name: 'School attendance dashboard',
      description: 'A Tableau dashboard of attendance by grade and week, refreshed nightly from the district export.',
      url: 'https://mayalopez.dev/attendance',
      startDate: '2023-01',
      endDate: '2023-06',
      highlights: ['Used by 3 principals to plan interventions'],
    },
  ],
  languages: [
    { language: 'English', fluency: 'Native' },
    { language: 'Spanish', fluency: 'Fluent' },
  ],
});
