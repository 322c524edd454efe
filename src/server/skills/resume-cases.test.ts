import { describe, expect, it } from 'vitest';
import { extractSkillEvidence } from './resume-skills';

/**
 * Cases found when resumes made elsewhere were read as a new user would (issue 28): each line a
 * resume wrote, and what a reader expects back. The sense rules have their own sentences in
 * content/skills/sense-rules.json (sense-rules.test.ts).
 */
const read = (text: string) => extractSkillEvidence(text, { names: [] });
const names = (text: string) => read(text).map((s) => s.name);
const entries = (text: string) => read(text).map((s) => s.canonical);

describe('a skill comes back under the name the resume uses', () => {
  it.each([
    ['Built the event pipeline on Kafka and Flink.', 'Kafka', 'Apache Kafka'],
    ['Charted every admission in Epic.', 'Epic', 'Epic Systems'],
    ["Two years as my unit's Epic super user.", 'Epic', 'Epic Systems'],
    ['Grew organic traffic 40% in a year with SEO and content.', 'SEO', 'Search Engine Optimization (SEO)'],
  ])('%s → %s, matched as %s', (text, name, canonical) => {
    expect(read(text)).toContainEqual(expect.objectContaining({ name, canonical }));
  });
});

describe('a specific tool, certificate or standard is itself, not the category it belongs to', () => {
  it.each([
    ['Answered 60 tickets a day in Zendesk.', 'Zendesk', 'Customer Support'],
    ['Coded outpatient claims in ICD-10.', 'ICD-10', 'Medical Coding'],
    ['ServSafe certified since 2019.', 'ServSafe', 'Food Safety'],
    ['Certifications: CCNA', 'CCNA', 'Network Administration'],
    ['Rebuilt the billing API in ASP.NET Core.', 'ASP.NET Core', '.NET'],
  ])('%s → %s, not %s', (text, name, category) => {
    expect(names(text)).toContain(name);
    expect(entries(text)).not.toContain(category);
  });

  it('returns the broader skill too where the text supports it', () => {
    expect(entries('Customer support lead: answered tickets in Zendesk.')).toEqual(expect.arrayContaining(['Zendesk', 'Customer Support']));
  });
});

describe('a skill is never replaced by one of another meaning', () => {
  it.each([
    ['Held food cost under 28% through cost control on every order.', 'Cost Accounting'],
    ['Skills: Document Management, SharePoint', 'Records Retention'],
    ['Ran cash management for a $5M vault.', 'Treasury Management'],
    ['Led customer onboarding for 40 new accounts.', 'Employee Onboarding'],
    ['Wrote the team’s Python and SQL style guides.', 'Brand Identity Design'],
  ])('%s is not %s', (text, wrong) => {
    expect(entries(text)).not.toContain(wrong);
  });
});

describe('what resumes made elsewhere list comes back, under the name they list it by', () => {
  it.each([
    ['QA', 'Tools: TestRail, Bug Tracking, API Testing, user acceptance testing, exploratory testing'],
    ['food', 'Skills: Root Cause Analysis, FDA Food Code, HACCP'],
    ['networks', 'Skills: Windows Server, VLANs, Cisco IOS'],
    ['clinical', 'Skills: CDISC, Pharmacovigilance, Clinical Workflows'],
    ['analysis', 'Skills: Power Query, Power BI, SQL'],
    ['libraries and tools', 'Skills: RxSwift, NestJS, Travis CI, Jenkins, npm, VS Code'],
    ['methods', 'Skills: MVVM, TDD, exploratory testing'],
    ['business', 'Skills: Enterprise Architecture, PRDs'],
    ['domains outside software', 'Skills: Textile, Estate Planning, fMRI, Adaptive Optics'],
    ['formats', 'Skills: JSON, Markdown'],
    [
      'a physical therapist',
      'Skills: Manual Therapy, Therapeutic Exercise, Gait Training, Ergonomic Assessments, Dry Needling, Kinesio Taping, Vestibular Rehabilitation, Postural Assessment, Functional Capacity Evaluations, Fall Prevention, Patient Education, WebPT',
    ],
  ])('%s: %s', (_field, line) => {
    const listed = line
      .slice(line.indexOf(':') + 1)
      .split(',')
      .map((s) => s.trim());
    const got = read(line);
    // The resume's own words; a form the vocabulary knows may come back in its spelling ("User Acceptance Testing").
    expect(got.map((s) => s.name.toLowerCase())).toEqual(listed.map((s) => s.toLowerCase()));
    for (const s of got) expect(s.evidence[0]!.text.toLowerCase(), s.name).toBe(s.name.toLowerCase());
  });
});

describe('a sidebar of skills set in capitals (a JSON Resume theme’s, tests/fixtures/real-resumes/27)', () => {
  const sidebar = [
    'MARTIN OKAFOR',
    'ABOUT',
    'SACRAMENTO, CA',
    'ENGINEERING',
    'PROCESS DEVELOPMENT',
    'AUTOMATION',
    'CAD DESIGN',
    '3D PRINTING',
    'MICROSCOPY',
    'IMAGE PROCESSING',
    'SYNTHETIC BIOLOGY',
    'EXPERIENCE',
    'Scaled manufacturing processes for spatial biology platforms.',
  ].join('\n');

  it('is read whole: a line that starts with a number ("3D PRINTING") does not cut it in two', () => {
    const got = read(sidebar).map((s) => s.name.toLowerCase());
    for (const item of ['process development', 'automation', 'image processing', 'synthetic biology']) expect(got).toContain(item);
  });

  it('gives the skills the vocabulary knows, though each line is in capitals like a heading', () => {
    expect(entries(sidebar)).toEqual(expect.arrayContaining(['Microscopy', 'Computer-Aided Design (CAD)', 'Additive Manufacturing']));
  });

  it('leaves a heading in capitals a heading where the lines beside it are not', () => {
    expect(entries('PATENTS\nUS 9,123,456: A method for sorting parcels')).not.toContain('Intellectual Property');
    expect(entries('SKILLS\nPROJECT MANAGEMENT\nPython, SQL, Tableau')).toEqual(['Python', 'SQL', 'Tableau'].map((n) => expect.stringContaining(n)));
  });
});

describe('a sidebar of skill groups run into the work history by a two-column theme (tests/fixtures/real-resumes/24)', () => {
  const text = [
    'Experience',
    'Tech Support I (MSP)',
    'Handled up to 50 support tickets a day across about 100 MSP clients, from individual users to small businesses',
    'Customer Service Delivery Driver',
    'Security',
    'Incident first response &',
    'escalation',
    'Alert triage',
    'VirusTotal, AbuseIPDB,',
    'MXToolbox',
    'SIEM/EDR training:',
    'Splunk, QRadar,',
    'CrowdStrike,',
    'SentinelOne',
    'Tools & Platforms',
    'Slack & Zoom',
    'VMware, VirtualBox,',
    'Proxmox',
  ].join('\n');

  it('is a list, through its groups’ labels: the tools the vocabulary does not know come back as written', () => {
    expect(names(text)).toEqual(expect.arrayContaining(['VirusTotal', 'AbuseIPDB', 'MXToolbox', 'VirtualBox', 'Proxmox', 'Alert triage']));
  });

  it('reads "Alert triage" as the work of sorting alerts, not clinical triage', () => {
    expect(entries(text)).not.toContain('Triage');
  });

  it('leaves the short lines of ordinary entries alone: titles, employers and places are not skills', () => {
    const entriesOnly = [
      'Experience',
      'Senior Clerk',
      'LA County Treasurer',
      'Los Angeles, CA',
      'Led a team of 7 in the Invoice Processing Unit through a software change.',
      'Account Clerk II',
      'LA County Treasurer',
      'Los Angeles, CA',
      'Cleared a six-month backlog of property tax refund claims.',
    ].join('\n');
    expect(names(entriesOnly)).not.toEqual(expect.arrayContaining(['Senior Clerk']));
    expect(names(entriesOnly)).not.toEqual(expect.arrayContaining(['LA County Treasurer']));
  });
});

describe('a line that labels its own group of skills (tests/fixtures/real-resumes/25)', () => {
  it('is a list whatever the label says, when its four short items or more include a skill the vocabulary knows', () => {
    const got = names('SUMMARY\nSecurity Operations: Alert triage, incident response, threat hunting, email security, IOC enrichment, log correlation');
    expect(got.map((n) => n.toLowerCase())).toEqual(
      expect.arrayContaining(['alert triage', 'incident response', 'threat hunting', 'email security', 'ioc enrichment', 'log correlation']),
    );
  });

  it('is not a list when it is an address, a sentence or a list of courses', () => {
    expect(names('Address: 12 Main Street, Springfield, Illinois, 62701')).toEqual([]);
    expect(names('Courses: Numerical Linear Algebra, High Performance Computing, Machine Learning, Data Visualization')).not.toContain(
      'Numerical Linear Algebra',
    );
  });

  it('starts a skills section under the headings resumes use ("PROFESSIONAL SKILLS", "Skill Set")', () => {
    for (const heading of ['PROFESSIONAL SKILLS', 'Skill Set', 'Technical Proficiencies']) {
      const got = read(`EXPERIENCE\nQA Analyst, Acme Corp, 2019 - 2022\nTested the billing app before each release.\n${heading}\nTestRail\nVLANs`);
      expect(got.map((s) => [s.name, s.evidence[0]!.section])).toEqual([
        ['TestRail', 'skills'],
        ['VLANs', 'skills'],
      ]);
    }
  });
});

describe('a sidebar with numbers and profiles in it (tests/fixtures/real-resumes/36)', () => {
  const sidebar = [
    'Dana Reyes',
    'ABOUT',
    'RISK MANAGEMENT',
    'GitHub',
    '1A LOD',
    '1B LOD',
    '2 LOD',
    'CYBER SECURITY',
    'DATA LOSS PREVENTION',
    'NIST CSF',
    'ISO 27001',
    'PCI DSS',
    'EXPERIENCE',
    'Risk analyst at a regional bank, reviewing exceptions.',
  ].join('\n');

  it('is read whole through items that start with a small number or hold a standard’s number ("2 LOD", "ISO 27001")', () => {
    expect(names(sidebar)).toEqual(expect.arrayContaining(['1A LOD', '1B LOD', '2 LOD', 'ISO 27001', 'PCI DSS']));
  });

  it('reads a profile’s name alone on its line as a link, not a skill; in a list of tools it is one', () => {
    expect(entries(sidebar)).not.toContain('GitHub');
    expect(entries('Tools: Git, GitHub, Jira, Confluence')).toContain('GitHub');
  });
});

describe('where a listed item ends: a line break is the end of an item unless the layout wrapped it', () => {
  it('ends a list that wraps on trailing separators at its first line without one (tests/fixtures/real-resumes/04)', () => {
    const got = names(
      [
        'SKILLS',
        'Software',
        'Postman · Charles Proxy · NeoLoad ·',
        'JMeter · Github · Jenkins ·',
        'OWASP ZAP · BurpSuite',
        'Methodologies',
        'Context Driven Testing ·',
        'Modern Testing · Agile Testing',
      ].join('\n'),
    );
    expect(got).toEqual(expect.arrayContaining(['BurpSuite', 'Context Driven Testing']));
    expect(got.some((n) => /BurpSuite .|Methodologies ./.test(n))).toBe(false);
  });

  it('keeps a short line whole where its neighbours are full width: only a full line wraps (tests/fixtures/real-resumes/24)', () => {
    const got = names(['SKILLS', 'Active Directory, Microsoft 365 admin, Intune, Jamf,', 'DNS, DHCP, TCP/IP', 'Remote access support'].join('\n'));
    expect(got).toEqual(expect.arrayContaining(['TCP/IP', 'Remote access support']));
    // A line the layout did wrap still runs on into the next.
    expect(names('SKILLS\nActive Directory, Group Policy, Microsoft\nIntune, Jamf, Okta')).toContain('Microsoft Intune');
  });

  it('never runs an item over a paragraph break (a DOCX paragraph each; tests/fixtures/prose-resumes/08)', () => {
    const text = 'SKILLS\n\nManual therapy\n\nInjury prevention training\n\nExcel, WebPT\n\nEDUCATION';
    expect(names(text)).toEqual(expect.arrayContaining(['Injury prevention training', 'Excel', 'WebPT']));
  });
});

describe('a certifications section (tests/fixtures/prose-resumes/01 and 08)', () => {
  it('starts under a heading in capitals that joins a known heading to another word ("CERTIFICATIONS & MEMBERSHIPS")', () => {
    const got = read(
      'EDUCATION\nB.A., Political Science, 2014\nCERTIFICATIONS & MEMBERSHIPS\nNALA Certified Paralegal (CP), 2016\nMember, Society of Corporate Compliance and Ethics (SCCE)',
    );
    expect(got.map((s) => [s.name, s.evidence[0]!.section])).toContainEqual(['NALA Certified Paralegal (CP)', 'certificates']);
    expect(got.map((s) => s.name).filter((n) => /MEMBERSHIPS/.test(n))).toEqual([]);
  });

  it('keeps a long certificate title whole, beside the skill named inside it', () => {
    const got = names('LICENSES & CERTIFICATIONS\nCertified Ergonomics Assessment Specialist (CEAS I & II), 2024\nSKILLS\nWorkstation assessments');
    expect(got).toContain('Certified Ergonomics Assessment Specialist (CEAS I & II)');
  });
});

describe('a sidebar of tools a theme runs in after the education entries (tests/fixtures/real-resumes/36)', () => {
  it('is a column of skills when it is long and names known tools', () => {
    const text = [
      'EDUCATION',
      'BACHELOR OF SCIENCE COMPUTER SCIENCE',
      '3.6',
      'SOFTWARE',
      'RSA ARCHER GRC',
      'SERVICENOW',
      'SD ELEMENTS',
      'MS OFFICE, VISIO, PROJECT',
      'MESSAGING',
      'MS TEAMS',
      'ZOHO MAIL',
      'DISCORD',
      'TEAMSPEAK 3',
      'SLACK',
    ].join('\n');
    expect(names(text).map((n) => n.toLowerCase())).toEqual(expect.arrayContaining(['rsa archer grc', 'sd elements', 'zoho mail', 'discord', 'teamspeak 3']));
  });

  it('leaves an education entry’s short lines alone', () => {
    const text = [
      'EDUCATION',
      'Bachelor of Science, Computer Science',
      'Ohio State University',
      'Columbus, OH',
      'Dean’s List',
      'Honors College',
      'Marching Band',
      'Study abroad',
      'Teaching Fellow',
    ].join('\n');
    expect(names(text)).toEqual([]);
  });
});

describe('a list’s filler and a link’s parts are no skills (tests/fixtures/real-resumes/18)', () => {
  it('reads "PYTHON/ETC" as Python, and a profile’s address or an e-mail cut at its dot as no skill', () => {
    const got = names(['TYLER.BRENNAN@EXAMPLE.', 'COM', 'GITHUB.EXAMPLE.COM/TBRE', 'PYTHON/ETC', 'DATA PIPELINES', 'CLI TOOLS', 'DOCKER'].join('\n'));
    expect(got).toContain('Python');
    expect(got.filter((n) => /^(?:ETC|COM|TBRE)$/i.test(n))).toEqual([]);
  });

  it('reads a score glued to a listed name as no part of it ("ROS(100)"; tests/fixtures/real-resumes/11)', () => {
    expect(names('SKILLS\nCore: ROS(100), Mechanics of Materials(100), Control Engineering(90), Gazebo(95)')).toEqual(
      expect.arrayContaining(['ROS', 'Mechanics of Materials', 'Gazebo']),
    );
  });
});

describe('rows of keywords outside a skills heading (tests/fixtures/real-resumes/29 and 31)', () => {
  it('reads keywords a theme sets between dots under a skill and its level', () => {
    const text = [
      'Tamsin Oyelaran',
      'Full Stack Web Developer',
      'JavaScript',
      '80',
      'programming · expressjs ·',
      'vanilla javascript · jQuery · AJAX',
      'MongoDB',
      '70',
      'database · nosql · orm',
    ].join('\n');
    expect(names(text).map((n) => n.toLowerCase())).toEqual(expect.arrayContaining(['vanilla javascript', 'nosql', 'orm', 'ajax']));
  });

  it('reads a row of cells with a slash inside a name ("TCP/IP")', () => {
    const text = ['Version Control', 'Git', 'Protocols', 'UDP\tTCP/IP\tI2C\tSPI\tUART\tMQTT\tZigbee'].join('\n');
    expect(names(text)).toEqual(expect.arrayContaining(['UDP', 'TCP/IP', 'I2C', 'UART', 'MQTT', 'Zigbee']));
  });

  it('leaves a contact line with dots between its parts alone', () => {
    expect(names('Tamsin Oyelaran\ntamsinoyelaran · https://linkedin.example.com/in/tamsinoyelaran/\nWaco, TX · (555) 013-5518')).toEqual([]);
  });
});

describe('a theme that sets its headings after a bullet (jsonresume-theme-kendall and -elegant; tests/fixtures/real-resumes/32 and 20)', () => {
  it('starts a skills section at "• SKILLS"', () => {
    const text = [
      '• WORK EXPERIENCE',
      'Trained two junior learners in IT support.',
      '• SKILLS',
      'Stakeholder Engagement\tAGM Facilitation',
      'Full Project Lifecycle',
    ].join('\n');
    expect(read(text).map((s) => [s.name, s.evidence[0]!.section])).toEqual(
      expect.arrayContaining([
        ['AGM Facilitation', 'skills'],
        ['Full Project Lifecycle', 'skills'],
      ]),
    );
  });

  it('reads a role and its employer run in under it by a two-column layout as no list', () => {
    const got = names(
      ['• SKILLS', 'Sr. Client Strategy Manager, Hero Marketing', 'Account Manager, A2Z Media Group', 'Client Relations, Budgeting, Vendor Negotiation'].join(
        '\n',
      ),
    );
    expect(got.filter((n) => /Hero|A2Z|Media/.test(n))).toEqual([]);
    expect(got).toContain('Vendor Negotiation');
  });
});

describe('a credential listed among the degrees (tests/fixtures/prose-resumes/07)', () => {
  const education = [
    'EDUCATION & TRAINING',
    'A.A.S., Accounting, Jefferson State Community College, 2017',
    'Bank Teller Certificate, American Bankers Association, 2018',
  ];

  it('is the certificate it names, not the skill inside its title; its issuer and year are not skills', () => {
    const got = read(education.join('\n'));
    expect(got).toContainEqual(expect.objectContaining({ name: 'Bank Teller Certificate' }));
    expect(got.find((s) => s.name === 'Bank Teller Certificate')!.evidence[0]!.section).toBe('certificates');
    expect(got.map((s) => s.name).filter((n) => /^Bank Teller$|American Bankers|2018/.test(n))).toEqual([]);
  });

  it('leaves a degree alone, "licence" or not (a French bachelor’s, tests/fixtures/real-resumes)', () => {
    const got = names(['EDUCATION', 'BSc (Licence MEFA) in Applied Mathematics, Economics & Finance minors'].join('\n'));
    expect(got.filter((n) => /Licence|BSc/.test(n))).toEqual([]);
  });
});

describe('an award named only by its kind (tests/fixtures/heldout/05)', () => {
  it('reads "Certificate, Industrial Technology, …" as a line of schooling, not a certificate called "Certificate"', () => {
    const got = names(['EDUCATION', 'Certificate, Industrial Technology, Red Rocks Community College, 2016'].join('\n'));
    expect(got).not.toContain('Certificate');
  });
});

describe('certificates a resume sets side by side with a slash (tests/fixtures/prose-resumes/08 and 19)', () => {
  it('reads each: "CPR/BLS" is CPR and BLS, not CPR issued by BLS', () => {
    expect(names(['LICENSES & CERTIFICATIONS', 'Minnesota PT license', 'CPR/BLS'].join('\n'))).toEqual(expect.arrayContaining(['CPR', 'BLS']));
  });
});
