/**
 * A realistic job corpus made from our own templates, deterministically: the same seed and
 * index always give the same job, so `generateJobCorpus(5000)` is the first 5,000 jobs of
 * `generateJobCorpus(100000)` and seeding is idempotent. Companies are fictional; links point
 * to `jobs.careerpivot.example` (a reserved domain) so no one mistakes them for real listings.
 */
import type { jobs } from '../db/schema';
import { skillByName, skillsOfField, type Field } from '../skills/taxonomy';

/** The insert shape of the `jobs` table. */
export type JobInput = typeof jobs.$inferInsert;

/** Posted dates fall within the 60 days before this date. */
export const CORPUS_DATE = new Date('2026-11-20T12:00:00Z');
export const CORPUS_SOURCE = 'seed';
const DAY_MS = 86_400_000;

type JobField = Exclude<Field, 'general'>;

interface Role {
  title: string;
  /** Skills (canonical names) this role nearly always asks for. */
  core: readonly string[];
  /** Common for people coming from another field. */
  pivot?: boolean;
  /** The title already carries its level ("Director of ..."). */
  fixedLevel?: boolean;
  /** Public-service and nonprofit roles: employers, teams and missions of that sector. */
  publicSector?: boolean;
}

const ROLES: Readonly<Record<JobField, readonly Role[]>> = {
  software: [
    { title: 'Software Engineer', core: ['Python', 'Java', 'Git', 'REST APIs', 'SQL', 'Unit Testing'] },
    { title: 'Frontend Developer', core: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Responsive Web Design'] },
    { title: 'Backend Engineer', core: ['Go', 'PostgreSQL', 'Microservices', 'REST APIs', 'Docker', 'Apache Kafka'] },
    { title: 'Full Stack Developer', core: ['JavaScript', 'Node.js', 'React', 'MongoDB', 'Express.js', 'REST APIs'] },
    { title: 'DevOps Engineer', core: ['Kubernetes', 'Terraform', 'CI/CD', 'AWS', 'Linux', 'Docker'] },
    { title: 'Site Reliability Engineer', core: ['Site Reliability Engineering', 'Observability', 'Prometheus', 'Kubernetes', 'Linux', 'Go'] },
    { title: 'Mobile Developer', core: ['Swift', 'Kotlin', 'iOS Development', 'Android Development', 'React Native'] },
    { title: 'QA Automation Engineer', core: ['Software Testing', 'Selenium', 'Cypress', 'Python', 'CI/CD'], pivot: true },
    { title: 'Java Developer', core: ['Java', 'Spring Boot', 'Hibernate', 'Microservices', 'JUnit', 'SQL'] },
    { title: '.NET Developer', core: ['C#', '.NET', 'Microsoft SQL Server', 'Microsoft Azure', 'REST APIs'] },
    { title: 'Web Developer', core: ['HTML', 'CSS', 'JavaScript', 'WordPress', 'PHP'], pivot: true },
    { title: 'Embedded Software Engineer', core: ['C', 'C++', 'Embedded Systems', 'Linux', 'Debugging'] },
    { title: 'Cloud Engineer', core: ['AWS', 'Microsoft Azure', 'Terraform', 'Serverless', 'Cloud-Native Development'] },
    { title: 'Implementation Engineer', core: ['SQL', 'REST APIs', 'JavaScript', 'Customer Onboarding'], pivot: true },
  ],
  data: [
    { title: 'Data Analyst', core: ['SQL', 'Microsoft Excel', 'Tableau', 'Data Analysis', 'Data Visualization', 'Dashboards'], pivot: true },
    { title: 'Business Intelligence Analyst', core: ['SQL', 'Power BI', 'Business Intelligence', 'Data Modeling', 'Dashboards'], pivot: true },
    { title: 'Data Scientist', core: ['Python', 'Machine Learning', 'Statistics', 'pandas', 'scikit-learn', 'SQL'] },
    { title: 'Machine Learning Engineer', core: ['Python', 'PyTorch', 'TensorFlow', 'Machine Learning', 'Deep Learning', 'Docker'] },
    { title: 'Data Engineer', core: ['SQL', 'Python', 'ETL', 'Apache Airflow', 'Apache Spark', 'Data Warehousing'] },
    { title: 'Analytics Engineer', core: ['SQL', 'dbt', 'Snowflake', 'Data Modeling', 'Looker'] },
    { title: 'Research Analyst', core: ['Statistics', 'R', 'Survey Design', 'Data Analysis', 'Research'], pivot: true },
    { title: 'Reporting Analyst', core: ['Microsoft Excel', 'SQL', 'Dashboards', 'Report Writing', 'Data Analysis'], pivot: true },
    { title: 'Healthcare Data Analyst', core: ['SQL', 'Data Analysis', 'Tableau', 'Electronic Health Records (EHR)', 'HIPAA'], pivot: true },
    { title: 'Product Analyst', core: ['SQL', 'A/B Testing', 'Data Analysis', 'Python', 'Looker'] },
    { title: 'NLP Engineer', core: ['Natural Language Processing', 'Python', 'Large Language Models (LLMs)', 'PyTorch'] },
    { title: 'Statistician', core: ['Statistics', 'R', 'SAS', 'Regression Analysis', 'Predictive Modeling'] },
  ],
  healthcare: [
    {
      title: 'Registered Nurse',
      core: ['Nursing', 'Patient Care', 'Medication Administration', 'Electronic Health Records (EHR)', 'Basic Life Support (BLS)'],
    },
    { title: 'Medical Assistant', core: ['Vital Signs', 'Phlebotomy', 'Patient Scheduling', 'Medical Terminology', 'Electronic Health Records (EHR)'] },
    {
      title: 'Clinical Informatics Specialist',
      core: ['Clinical Informatics', 'Epic Systems', 'Electronic Health Records (EHR)', 'Staff Training', 'HIPAA'],
      pivot: true,
    },
    { title: 'Medical Billing Specialist', core: ['Medical Billing', 'Medical Coding', 'Insurance Verification', 'Revenue Cycle Management'], pivot: true },
    { title: 'Care Coordinator', core: ['Care Coordination', 'Case Management', 'Patient Education', 'Discharge Planning'], pivot: true },
    { title: 'Clinical Research Coordinator', core: ['Clinical Research', 'Clinical Documentation', 'HIPAA', 'Regulatory Compliance'], pivot: true },
    { title: 'Telehealth Nurse', core: ['Telehealth', 'Nursing', 'Triage', 'Patient Education'] },
    {
      title: 'Patient Access Representative',
      core: ['Patient Scheduling', 'Insurance Verification', 'Customer Service', 'Electronic Health Records (EHR)'],
      pivot: true,
    },
    { title: 'Health Information Technician', core: ['Health Information Management', 'Medical Coding', 'Medical Records Management', 'HIPAA'] },
    { title: 'Utilization Review Nurse', core: ['Utilization Review', 'Nursing', 'Clinical Documentation', 'Case Management'] },
    { title: 'Public Health Analyst', core: ['Public Health', 'Epidemiology', 'Data Analysis', 'Grant Writing'], pivot: true },
    { title: 'Emergency Medical Technician', core: ['Emergency Medical Technician (EMT)', 'CPR', 'Triage', 'Vital Signs'] },
  ],
  education: [
    {
      title: 'Instructional Designer',
      core: ['Instructional Design', 'ADDIE', 'Articulate Storyline', 'E-Learning Development', 'Learning Management Systems (LMS)'],
      pivot: true,
    },
    { title: 'Curriculum Developer', core: ['Curriculum Development', 'Student Assessment', 'Instructional Design', 'Common Core Standards'], pivot: true },
    {
      title: 'Elementary School Teacher',
      core: ['Lesson Planning', 'Classroom Management', 'Differentiated Instruction', 'Literacy Instruction', 'Parent Communication'],
    },
    { title: 'High School Math Teacher', core: ['Lesson Planning', 'Classroom Management', 'STEM Education', 'Student Assessment', 'Data-Driven Instruction'] },
    {
      title: 'Special Education Teacher',
      core: ['Special Education', 'Individualized Education Programs (IEP)', 'Behavior Management', 'Differentiated Instruction'],
    },
    { title: 'ESL Instructor', core: ['English as a Second Language (ESL)', 'Lesson Planning', 'Adult Learning', 'Student Assessment'] },
    { title: 'Learning Experience Designer', core: ['Learning Experience Design', 'Instructional Design', 'UX Design', 'E-Learning Development'], pivot: true },
    { title: 'Academic Advisor', core: ['Academic Advising', 'Student Engagement', 'Customer Service', 'Case Management'], pivot: true },
    {
      title: 'Education Technology Specialist',
      core: ['Educational Technology', 'Google Classroom', 'Learning Management Systems (LMS)', 'Teacher Training'],
      pivot: true,
    },
    { title: 'Corporate Trainer', core: ['Staff Training', 'Adult Learning', 'Presentation Skills', 'Learning and Development'], pivot: true },
    { title: 'Tutor', core: ['Tutoring', 'Test Preparation', 'STEM Education', 'Lesson Planning'] },
    { title: 'Early Childhood Educator', core: ['Early Childhood Education', 'Lesson Planning', 'Parent Communication', 'Behavior Management'] },
  ],
  logistics: [
    {
      title: 'Logistics Coordinator',
      core: ['Logistics Coordination', 'Freight Management', 'Transportation Management Systems (TMS)', 'Microsoft Excel'],
      pivot: true,
    },
    { title: 'Supply Chain Analyst', core: ['Supply Chain Management', 'Supply Chain Analytics', 'Demand Planning', 'SQL', 'Microsoft Excel'], pivot: true },
    {
      title: 'Warehouse Supervisor',
      core: ['Warehouse Management Systems (WMS)', 'Inventory Management', 'Shipping and Receiving', 'Team Management', 'OSHA Compliance'],
    },
    { title: 'Procurement Specialist', core: ['Procurement', 'Vendor Management', 'Strategic Sourcing', 'SAP', 'Negotiation'], pivot: true },
    { title: 'Inventory Control Specialist', core: ['Inventory Management', 'Cycle Counting', 'ERP Systems', 'RFID and Barcode Systems'] },
    {
      title: 'Operations Manager',
      core: ['Operations Management', 'Process Improvement', 'Lean Manufacturing', 'Team Management', 'KPI Tracking'],
      pivot: true,
    },
    { title: 'Dispatcher', core: ['Dispatching', 'Route Optimization', 'Fleet Management', 'Communication'] },
    { title: 'Demand Planner', core: ['Demand Planning', 'Forecasting', 'SAP', 'Microsoft Excel', 'Supply Chain Analytics'] },
    { title: 'Import/Export Coordinator', core: ['Import/Export Operations', 'Customs Compliance', 'Freight Management', 'Documentation'] },
    { title: 'Production Planner', core: ['Production Planning', 'Material Requirements Planning (MRP)', 'ERP Systems', 'Lean Manufacturing'] },
    { title: 'Fulfillment Center Associate', core: ['Order Fulfillment', 'Forklift Operation', 'Shipping and Receiving', 'Inventory Management'] },
    { title: 'Purchasing Agent', core: ['Procurement', 'Vendor Management', 'ERP Systems', 'Negotiation'] },
  ],
  finance: [
    { title: 'Staff Accountant', core: ['General Ledger', 'Account Reconciliation', 'Month-End Close', 'GAAP', 'Microsoft Excel'] },
    { title: 'Financial Analyst', core: ['Financial Analysis', 'Financial Modeling', 'Microsoft Excel', 'Forecasting', 'Variance Analysis'], pivot: true },
    { title: 'FP&A Analyst', core: ['Financial Planning and Analysis (FP&A)', 'Budgeting', 'Forecasting', 'Financial Modeling', 'Variance Analysis'] },
    { title: 'Accounts Payable Specialist', core: ['Accounts Payable', 'Account Reconciliation', 'NetSuite', 'Microsoft Excel', 'Data Entry'], pivot: true },
    {
      title: 'AML Compliance Analyst',
      core: ['Anti-Money Laundering (AML)', 'Know Your Customer (KYC)', 'Bank Secrecy Act (BSA)', 'Fraud Detection', 'Financial Compliance'],
      pivot: true,
    },
    { title: 'Bookkeeper', core: ['Bookkeeping', 'QuickBooks', 'Account Reconciliation', 'Payroll Processing', 'Accounts Receivable'], pivot: true },
    { title: 'Internal Auditor', core: ['Auditing', 'Sarbanes-Oxley (SOX)', 'Risk Assessment', 'Financial Reporting'] },
    { title: 'Credit Analyst', core: ['Credit Analysis', 'Financial Analysis', 'Underwriting', 'Microsoft Excel'] },
    { title: 'Tax Associate', core: ['Tax Preparation', 'Certified Public Accountant (CPA)', 'GAAP', 'Microsoft Excel'] },
    { title: 'Loan Officer', core: ['Loan Processing', 'Underwriting', 'Customer Service', 'Sales'], pivot: true },
    { title: 'Payroll Specialist', core: ['Payroll Processing', 'ADP', 'Workday', 'Attention to Detail'], pivot: true },
    {
      title: 'Investment Analyst',
      core: ['Investment Analysis', 'Valuation', 'Financial Modeling', 'Bloomberg Terminal', 'Chartered Financial Analyst (CFA)'],
    },
    { title: 'Fraud Analyst', core: ['Fraud Detection', 'SQL', 'Data Analysis', 'Know Your Customer (KYC)'], pivot: true },
  ],
  hr: [
    { title: 'Recruiter', core: ['Recruiting', 'Candidate Sourcing', 'Interviewing', 'Applicant Tracking Systems (ATS)'], pivot: true },
    { title: 'Technical Recruiter', core: ['Recruiting', 'Candidate Sourcing', 'Applicant Tracking Systems (ATS)', 'Offer Negotiation'] },
    { title: 'HR Generalist', core: ['Human Resources Management', 'Employee Relations', 'Benefits Administration', 'HR Compliance', 'HRIS'] },
    { title: 'HR Coordinator', core: ['Employee Onboarding', 'HRIS', 'Scheduling', 'Documentation'], pivot: true },
    { title: 'People Operations Specialist', core: ['Human Resources Management', 'Workday', 'Employee Onboarding', 'Employee Engagement'], pivot: true },
    { title: 'Compensation Analyst', core: ['Compensation and Benefits', 'Microsoft Excel', 'People Analytics', 'Data Analysis'] },
    {
      title: 'Learning and Development Specialist',
      core: ['Learning and Development', 'Instructional Design', 'Staff Training', 'Adult Learning'],
      pivot: true,
    },
    { title: 'Talent Acquisition Coordinator', core: ['Recruiting', 'Interviewing', 'Scheduling', 'Applicant Tracking Systems (ATS)'], pivot: true },
    { title: 'HRIS Analyst', core: ['HRIS', 'Workday', 'People Analytics', 'SQL'] },
    { title: 'Employee Relations Specialist', core: ['Employee Relations', 'Internal Investigations', 'Employment Law', 'Conflict Resolution'] },
    { title: 'Benefits Administrator', core: ['Benefits Administration', 'FMLA', 'HR Compliance', 'ADP'] },
    { title: 'DEI Program Manager', core: ['Diversity, Equity and Inclusion (DEI)', 'Program Management', 'Employee Engagement', 'Public Speaking'] },
  ],
  marketing: [
    {
      title: 'Digital Marketing Specialist',
      core: ['Digital Marketing', 'Google Ads', 'Google Analytics', 'Social Media Marketing', 'Email Marketing'],
      pivot: true,
    },
    { title: 'Content Marketing Manager', core: ['Content Marketing', 'Content Strategy', 'Copywriting', 'Search Engine Optimization (SEO)'] },
    { title: 'Copywriter', core: ['Copywriting', 'Copy Editing', 'Storytelling', 'Brand Management'], pivot: true },
    { title: 'SEO Specialist', core: ['Search Engine Optimization (SEO)', 'Google Analytics', 'Content Strategy', 'WordPress'] },
    { title: 'Social Media Manager', core: ['Social Media Management', 'Social Media Marketing', 'Content Creation', 'Community Management'], pivot: true },
    { title: 'Marketing Coordinator', core: ['Campaign Management', 'Event Marketing', 'Email Marketing', 'Canva'], pivot: true },
    { title: 'Email Marketing Specialist', core: ['Email Marketing', 'Marketing Automation', 'HubSpot', 'A/B Testing'] },
    { title: 'Product Marketing Manager', core: ['Product Marketing', 'Go-to-Market Strategy', 'Market Research', 'Competitive Analysis'] },
    { title: 'Technical Writer', core: ['Technical Writing', 'Copy Editing', 'Documentation', 'Content Strategy'], pivot: true },
    { title: 'Marketing Analyst', core: ['Marketing Analytics', 'Google Analytics', 'SQL', 'Data Analysis', 'A/B Testing'], pivot: true },
    { title: 'Public Relations Specialist', core: ['Public Relations', 'Writing', 'Storytelling', 'Brand Management'] },
    { title: 'Growth Marketing Manager', core: ['Growth Marketing', 'Conversion Rate Optimization (CRO)', 'A/B Testing', 'Search Engine Marketing (SEM)'] },
  ],
  legal: [
    { title: 'Paralegal', core: ['Paralegal Services', 'Legal Research', 'Court Filings', 'Document Review', 'Westlaw'], pivot: true },
    { title: 'Compliance Analyst', core: ['Regulatory Compliance', 'Compliance Management', 'Risk Assessment', 'Policy Development'], pivot: true },
    { title: 'Contract Manager', core: ['Contract Management', 'Contract Negotiation', 'Contract Drafting', 'Vendor Management'] },
    { title: 'Legal Assistant', core: ['Court Filings', 'Legal Writing', 'Clio', 'Scheduling'], pivot: true },
    { title: 'Privacy Analyst', core: ['Data Privacy', 'General Data Protection Regulation (GDPR)', 'CCPA', 'Risk and Compliance Assessment'], pivot: true },
    { title: 'eDiscovery Specialist', core: ['eDiscovery', 'Document Review', 'Litigation Support', 'Records Retention'] },
    { title: 'Corporate Counsel', core: ['Corporate Governance', 'Contract Drafting', 'Due Diligence', 'Intellectual Property'], fixedLevel: true },
    { title: 'Legal Operations Specialist', core: ['Legal Operations', 'Contract Management', 'Process Improvement', 'Data Analysis'], pivot: true },
    { title: 'Policy Analyst', core: ['Policy Analysis', 'Legal Research', 'Writing', 'Public Administration'], pivot: true },
    { title: 'Immigration Paralegal', core: ['Immigration Law', 'Paralegal Services', 'Court Filings', 'Spanish'] },
    { title: 'Ethics and Compliance Specialist', core: ['Ethics Training', 'Compliance Management', 'Internal Investigations', 'Staff Training'] },
  ],
  design: [
    { title: 'UX Designer', core: ['UX Design', 'Figma', 'Wireframing', 'Prototyping', 'User Research'], pivot: true },
    { title: 'UI Designer', core: ['UI Design', 'Figma', 'Visual Design', 'Design Systems', 'Typography'] },
    { title: 'Product Designer', core: ['UX Design', 'UI Design', 'Figma', 'Interaction Design', 'Prototyping'] },
    { title: 'UX Researcher', core: ['User Research', 'Usability Testing', 'Personas', 'Journey Mapping', 'Survey Design'], pivot: true },
    { title: 'Graphic Designer', core: ['Graphic Design', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Typography'] },
    { title: 'Visual Designer', core: ['Visual Design', 'Brand Identity Design', 'Adobe Creative Suite', 'Illustration'] },
    { title: 'Content Designer', core: ['Copywriting', 'UX Design', 'Content Strategy', 'Information Architecture'], pivot: true },
    { title: 'Accessibility Specialist', core: ['Web Accessibility (WCAG)', 'HTML', 'Usability Testing', 'Heuristic Evaluation'], pivot: true },
    { title: 'Motion Designer', core: ['Motion Graphics', 'Adobe After Effects', 'Video Production', 'Illustration'] },
    { title: 'Service Designer', core: ['Design Thinking', 'Journey Mapping', 'User Research', 'Stakeholder Management'], pivot: true },
    { title: 'Presentation Designer', core: ['Presentation Design', 'Microsoft PowerPoint', 'Visual Design', 'Canva'], pivot: true },
  ],
  security: [
    { title: 'SOC Analyst', core: ['Security Operations Center (SOC)', 'SIEM', 'Splunk', 'Incident Response', 'Threat Intelligence'], pivot: true },
    { title: 'Cybersecurity Analyst', core: ['Cybersecurity', 'Vulnerability Management', 'Network Security', 'CompTIA Security+'], pivot: true },
    { title: 'Penetration Tester', core: ['Penetration Testing', 'Burp Suite', 'Metasploit', 'Nmap', 'OWASP'] },
    { title: 'Security Engineer', core: ['Cloud Security', 'Identity and Access Management (IAM)', 'AWS', 'Encryption', 'Python'] },
    { title: 'GRC Analyst', core: ['Risk Assessment', 'NIST Cybersecurity Framework', 'ISO 27001', 'SOC 2', 'Compliance Management'], pivot: true },
    { title: 'Information Security Analyst', core: ['Information Security', 'Firewalls', 'Endpoint Security', 'Incident Response'] },
    { title: 'Application Security Engineer', core: ['Application Security', 'OWASP', 'Threat Modeling', 'Code Review'] },
    { title: 'Digital Forensics Examiner', core: ['Digital Forensics', 'Malware Analysis', 'Incident Response', 'Law Enforcement'], pivot: true },
    { title: 'IT Support Specialist', core: ['IT Support', 'Network Administration', 'Customer Service', 'Microsoft Office'], pivot: true },
    { title: 'Network Administrator', core: ['Network Administration', 'Firewalls', 'Linux', 'Network Security'] },
    { title: 'Security Awareness Coordinator', core: ['Security Awareness Training', 'Staff Training', 'Communication', 'Cybersecurity'], pivot: true },
  ],
  trades: [
    { title: 'Electrician', core: ['Electrical Systems', 'Blueprint Reading', 'OSHA Compliance', 'Power Tools'] },
    { title: 'HVAC Technician', core: ['HVAC', 'Preventive Maintenance', 'Electrical Systems', 'Mechanical Troubleshooting'] },
    {
      title: 'Construction Project Manager',
      core: ['Construction Management', 'Project Management', 'Cost Estimating', 'Site Safety', 'Blueprint Reading'],
      pivot: true,
    },
    { title: 'Facilities Manager', core: ['Facilities Management', 'Preventive Maintenance', 'Vendor Management', 'Budgeting'], pivot: true },
    { title: 'CDL Truck Driver', core: ["Commercial Driver's License (CDL)", 'Route Optimization', 'Shipping and Receiving'] },
    {
      title: 'Emergency Management Coordinator',
      core: ['Emergency Management', 'Public Safety', 'Community Outreach', 'Grant Writing'],
      pivot: true,
      publicSector: true,
    },
    { title: '911 Dispatcher', core: ['911 Dispatch', 'Crisis Intervention', 'Multitasking', 'Communication'], publicSector: true },
    { title: 'Building Inspector', core: ['Building Inspection', 'Blueprint Reading', 'OSHA Compliance', 'Report Writing'], pivot: true, publicSector: true },
    {
      title: 'Nonprofit Program Coordinator',
      core: ['Nonprofit Management', 'Volunteer Coordination', 'Grant Writing', 'Community Outreach'],
      pivot: true,
      publicSector: true,
    },
    { title: 'Case Worker', core: ['Social Work', 'Case Management', 'Crisis Intervention', 'Documentation'], pivot: true, publicSector: true },
    { title: 'Maintenance Technician', core: ['Industrial Maintenance', 'Preventive Maintenance', 'Mechanical Troubleshooting', 'Welding'] },
    { title: 'CNC Machinist', core: ['CNC Machining', 'Blueprint Reading', 'Quality Control', 'AutoCAD'] },
    { title: 'Welder', core: ['Welding', 'Blueprint Reading', 'Site Safety', 'Power Tools'] },
    { title: 'Solar Installer', core: ['Solar Installation', 'Electrical Systems', 'Site Safety', 'Power Tools'] },
    { title: 'Public Safety Officer', core: ['Public Safety', 'Law Enforcement', 'Crisis Intervention', 'Report Writing'], publicSector: true },
  ],
  hospitality: [
    { title: 'Hotel Front Desk Agent', core: ['Front Desk Operations', 'Property Management Systems', 'Guest Relations', 'Cash Handling'] },
    { title: 'Restaurant Manager', core: ['Restaurant Management', 'Food Safety', 'Team Management', 'Point of Sale (POS) Systems', 'Scheduling'] },
    { title: 'Event Coordinator', core: ['Event Planning', 'Vendor Management', 'Catering', 'Budgeting'], pivot: true },
    { title: 'Executive Chef', core: ['Culinary Arts', 'Menu Planning', 'Kitchen Management', 'Food Safety'], fixedLevel: true },
    { title: 'Guest Experience Manager', core: ['Guest Relations', 'Customer Service', 'Hospitality Management', 'Conflict Resolution'], pivot: true },
    { title: 'Revenue Manager', core: ['Revenue Management', 'Forecasting', 'Microsoft Excel', 'Data Analysis'], pivot: true },
    { title: 'Food and Beverage Manager', core: ['Food and Beverage Management', 'Wine Knowledge', 'Vendor Ordering', 'Team Management'] },
    { title: 'Bartender', core: ['Bartending', 'Cash Handling', 'Upselling', 'Point of Sale (POS) Systems'] },
    { title: 'Travel Coordinator', core: ['Travel Planning', 'Reservations Management', 'Customer Service', 'Scheduling'], pivot: true },
    { title: 'Catering Sales Manager', core: ['Catering', 'Sales', 'Event Planning', 'CRM Software'], pivot: true },
    { title: 'Housekeeping Supervisor', core: ['Housekeeping Management', 'Team Management', 'Health Code Compliance', 'Scheduling'] },
    { title: 'Barista', core: ['Barista Skills', 'Cash Handling', 'Customer Service', 'Food Safety'] },
  ],
  business: [
    { title: 'Project Manager', core: ['Project Management', 'Stakeholder Management', 'Agile', 'Risk Management', 'Budgeting'], pivot: true },
    { title: 'Project Coordinator', core: ['Project Management', 'Scheduling', 'Microsoft Excel', 'Documentation', 'Jira'], pivot: true },
    { title: 'Product Manager', core: ['Product Management', 'Roadmapping', 'User Stories', 'Agile', 'Product Strategy'], pivot: true },
    { title: 'Business Analyst', core: ['Business Analysis', 'Requirements Gathering', 'SQL', 'Process Improvement', 'Microsoft Excel'], pivot: true },
    { title: 'Scrum Master', core: ['Scrum', 'Agile', 'Jira', 'Coaching', 'Kanban'], pivot: true },
    { title: 'Customer Success Manager', core: ['Customer Success', 'Account Management', 'Customer Onboarding', 'Salesforce', 'Communication'], pivot: true },
    { title: 'Account Executive', core: ['Sales', 'Lead Generation', 'Salesforce', 'Negotiation'], pivot: true },
    { title: 'Operations Analyst', core: ['Process Improvement', 'Data Analysis', 'Microsoft Excel', 'KPI Tracking'], pivot: true },
    { title: 'Program Manager', core: ['Program Management', 'Stakeholder Management', 'Strategic Planning', 'Change Management'] },
    { title: 'Business Development Representative', core: ['Business Development', 'Lead Generation', 'CRM Software', 'Communication'], pivot: true },
    { title: 'Implementation Specialist', core: ['Customer Onboarding', 'Project Management', 'Requirements Gathering', 'Staff Training'], pivot: true },
    { title: 'Change Management Consultant', core: ['Change Management', 'Stakeholder Management', 'Staff Training', 'Communication'] },
    { title: 'E-commerce Manager', core: ['E-commerce', 'Digital Marketing', 'Merchandising', 'Google Analytics'] },
    { title: 'Store Manager', core: ['Retail Management', 'Team Management', 'Customer Service', 'Merchandising'] },
    { title: 'Customer Support Specialist', core: ['Customer Support', 'Customer Service', 'Problem Solving', 'CRM Software'], pivot: true },
  ],
};

/** Share of the corpus per field (sums to 1). */
const FIELD_WEIGHTS: ReadonlyArray<readonly [JobField, number]> = [
  ['software', 0.14],
  ['data', 0.09],
  ['healthcare', 0.1],
  ['education', 0.06],
  ['logistics', 0.07],
  ['finance', 0.08],
  ['hr', 0.06],
  ['marketing', 0.07],
  ['legal', 0.04],
  ['design', 0.05],
  ['security', 0.05],
  ['trades', 0.07],
  ['hospitality', 0.06],
  ['business', 0.06],
];

/** Fields whose skills a job of this field often also asks for. */
const RELATED: Readonly<Record<JobField, readonly JobField[]>> = {
  software: ['data', 'security', 'business'],
  data: ['software', 'business', 'finance'],
  healthcare: ['business', 'data', 'education'],
  education: ['hr', 'design', 'business'],
  logistics: ['business', 'finance', 'trades'],
  finance: ['data', 'business', 'legal'],
  hr: ['business', 'education', 'legal'],
  marketing: ['design', 'data', 'business'],
  legal: ['finance', 'security', 'business'],
  design: ['software', 'marketing', 'business'],
  security: ['software', 'legal', 'business'],
  trades: ['logistics', 'business', 'security'],
  hospitality: ['business', 'marketing', 'finance'],
  business: ['data', 'marketing', 'software'],
};

/** Share of jobs offered as remote, per field. */
const REMOTE_RATE: Readonly<Record<JobField, number>> = {
  software: 0.35,
  data: 0.3,
  healthcare: 0.06,
  education: 0.08,
  logistics: 0.05,
  finance: 0.18,
  hr: 0.2,
  marketing: 0.3,
  legal: 0.12,
  design: 0.3,
  security: 0.25,
  trades: 0.01,
  hospitality: 0.01,
  business: 0.22,
};

/** US metros with a rough weight by size. */
export const METROS: ReadonlyArray<readonly [city: string, state: string, weight: number]> = [
  ['New York', 'NY', 10],
  ['Los Angeles', 'CA', 7],
  ['Chicago', 'IL', 6],
  ['Dallas', 'TX', 5],
  ['Houston', 'TX', 5],
  ['Washington', 'DC', 4],
  ['Philadelphia', 'PA', 4],
  ['Miami', 'FL', 4],
  ['Atlanta', 'GA', 4],
  ['Boston', 'MA', 4],
  ['Phoenix', 'AZ', 3],
  ['San Francisco', 'CA', 4],
  ['Seattle', 'WA', 4],
  ['Detroit', 'MI', 2],
  ['Minneapolis', 'MN', 2],
  ['San Diego', 'CA', 2],
  ['Tampa', 'FL', 3],
  ['Denver', 'CO', 3],
  ['Baltimore', 'MD', 2],
  ['St. Louis', 'MO', 2],
  ['Orlando', 'FL', 2],
  ['Charlotte', 'NC', 2],
  ['San Antonio', 'TX', 2],
  ['Portland', 'OR', 2],
  ['Sacramento', 'CA', 1],
  ['Pittsburgh', 'PA', 1],
  ['Austin', 'TX', 3],
  ['Las Vegas', 'NV', 2],
  ['Cincinnati', 'OH', 1],
  ['Kansas City', 'MO', 1],
  ['Columbus', 'OH', 1],
  ['Indianapolis', 'IN', 1],
  ['Cleveland', 'OH', 1],
  ['San Jose', 'CA', 2],
  ['Nashville', 'TN', 2],
  ['Raleigh', 'NC', 2],
  ['Jacksonville', 'FL', 1],
  ['Salt Lake City', 'UT', 1],
  ['Richmond', 'VA', 1],
  ['Milwaukee', 'WI', 1],
  ['New Orleans', 'LA', 1],
  ['Omaha', 'NE', 1],
  ['Albuquerque', 'NM', 1],
  ['St. Petersburg', 'FL', 1],
  ['Cambridge', 'MA', 1],
];

const COMPANY_STEMS = [
  'Northbeam',
  'Bluefin',
  'Cedarline',
  'Harborlight',
  'Ironwood',
  'Brightwater',
  'Silverleaf',
  'Tallgrass',
  'Copperline',
  'Stonebridge',
  'Kestrel',
  'Juniper Row',
  'Foxglove',
  'Larkspur',
  'Quarry Hill',
  'Wrenfield',
  'Amberly',
  'Driftwood',
  'Pinecrest',
  'Starling',
  'Halcyon',
  'Marigold',
  'Osprey',
  'Bramble',
  'Thistle',
  'Sagebrush',
  'Windrose',
  'Elmstead',
  'Cobalt Bay',
  'Lanternfish',
  'Red Maple',
  'Fairhaven',
  'Mossrock',
  'Bellwether',
  'Sunstone',
  'Oak & Anchor',
];
const COMPANY_SUFFIXES: Readonly<Record<JobField, readonly string[]>> = {
  software: ['Labs', 'Software', 'Technologies', 'Systems', 'Cloud', 'Digital'],
  data: ['Analytics', 'Data', 'Insights', 'AI', 'Intelligence'],
  healthcare: ['Health', 'Medical Group', 'Clinics', 'Health Partners', 'Home Care', 'Family Medicine'],
  education: ['Academy', 'Learning', 'Schools', 'Education Group', 'Community College', 'Tutoring'],
  logistics: ['Logistics', 'Freight', 'Distribution', 'Supply Co.', 'Shipping', 'Fulfillment'],
  finance: ['Financial', 'Bank', 'Credit Union', 'Capital', 'Accounting Group', 'Insurance'],
  hr: ['Staffing', 'People Partners', 'Talent', 'HR Solutions', 'Workforce Group'],
  marketing: ['Media', 'Creative', 'Marketing', 'Brands', 'Studio', 'Communications'],
  legal: ['Law Group', 'Legal', 'LLP', 'Compliance Partners', 'Law Offices'],
  design: ['Design', 'Studio', 'Creative', 'Design Co.', 'Interactive'],
  security: ['Security', 'Cyber', 'Defense Systems', 'SecureOps', 'Networks'],
  trades: ['Builders', 'Electric', 'Mechanical', 'Construction', 'Industrial Services', 'Facility Services'],
  hospitality: ['Hotels', 'Hospitality', 'Restaurant Group', 'Resorts', 'Events', 'Kitchen & Bar'],
  business: ['Consulting', 'Group', 'Partners', 'Solutions', 'Retail', 'Commerce'],
};

const TEAM: Readonly<Record<JobField, readonly string[]>> = {
  software: ['platform', 'product engineering', 'payments', 'mobile', 'infrastructure', 'growth'],
  data: ['analytics', 'data platform', 'insights', 'decision science', 'machine learning'],
  healthcare: ['patient services', 'clinical operations', 'care management', 'revenue cycle', 'nursing'],
  education: ['learning', 'curriculum', 'student success', 'academic affairs', 'training'],
  logistics: ['operations', 'supply chain', 'distribution', 'transportation', 'procurement'],
  finance: ['finance', 'accounting', 'risk', 'compliance', 'treasury'],
  hr: ['people', 'talent', 'HR operations', 'total rewards', 'recruiting'],
  marketing: ['marketing', 'brand', 'content', 'growth', 'communications'],
  legal: ['legal', 'compliance', 'privacy', 'contracts', 'litigation'],
  design: ['design', 'product design', 'brand', 'research', 'creative'],
  security: ['security', 'security operations', 'IT', 'risk', 'infrastructure'],
  trades: ['field services', 'facilities', 'maintenance', 'construction', 'service'],
  hospitality: ['guest services', 'food and beverage', 'events', 'hotel operations', 'culinary'],
  business: ['operations', 'customer success', 'sales', 'strategy', 'delivery'],
};

const MISSION: Readonly<Record<JobField, readonly string[]>> = {
  software: ['build reliable software our customers depend on', 'ship features used by millions of people', 'modernise the systems behind our products'],
  data: ['turn raw data into decisions', 'help every team measure what matters', 'build the models behind our recommendations'],
  healthcare: ['deliver safe, compassionate patient care', 'improve outcomes for the patients we serve', 'keep our clinics running smoothly'],
  education: ['help learners reach their goals', 'design learning that sticks', 'support students and teachers every day'],
  logistics: ['move goods on time and on budget', 'keep our supply chain resilient', 'get orders to customers faster'],
  finance: [
    'keep our books accurate and our reporting timely',
    'help clients make sound financial decisions',
    'protect our customers and the business from financial crime',
  ],
  hr: ['hire and grow great people', 'make this a place people want to work', 'support employees from offer to exit'],
  marketing: ['tell our story to the right audience', 'grow a loyal customer base', 'turn attention into revenue'],
  legal: ['keep the business compliant and protected', 'support our attorneys on complex matters', 'manage risk across our contracts'],
  design: ['make our products simple and accessible', 'shape how customers experience our brand', 'design tools people love to use'],
  security: ['protect our people, systems and data', 'detect and respond to threats around the clock', 'build security into everything we ship'],
  trades: ['keep our buildings safe and running', 'deliver quality work on every job site', 'build projects our clients are proud of'],
  hospitality: ['give every guest a memorable stay', 'run a kitchen and dining room guests come back to', 'create events people talk about'],
  business: ['deliver projects that move the business forward', 'get customers to value from day one', 'run operations that scale'],
};

const FROM_FIELDS: Readonly<Record<JobField, readonly string[]>> = {
  software: ['teaching', 'data analysis', 'IT support', 'engineering'],
  data: ['teaching', 'finance', 'research', 'healthcare', 'marketing'],
  healthcare: ['the military', 'customer service', 'hospitality'],
  education: ['corporate training', 'nonprofits', 'healthcare'],
  logistics: ['the military', 'retail', 'hospitality', 'trades'],
  finance: ['retail banking', 'bookkeeping', 'the military', 'law enforcement'],
  hr: ['teaching', 'customer service', 'hospitality', 'the military'],
  marketing: ['journalism', 'teaching', 'sales', 'hospitality'],
  legal: ['law enforcement', 'administration', 'finance', 'teaching'],
  design: ['teaching', 'marketing', 'architecture', 'journalism'],
  security: ['the military', 'law enforcement', 'IT support', 'teaching'],
  trades: ['the military', 'logistics', 'hospitality'],
  hospitality: ['retail', 'customer service', 'the arts'],
  business: ['teaching', 'nursing', 'hospitality', 'the military', 'retail'],
};

const PUBLIC_EMPLOYERS = ['County', 'City Services', 'Community Services', 'Family Services', 'Public Works', 'Community Foundation'];
const PUBLIC_TEAMS = ['community programs', 'public safety', 'social services', 'emergency services', 'outreach'];
const PUBLIC_MISSIONS = ['serve our community with care', 'keep our residents safe', 'connect families with the services they need'];

const LEVELS: ReadonlyArray<readonly [prefix: string, weight: number]> = [
  ['', 60],
  ['Senior ', 18],
  ['Junior ', 6],
  ['Associate ', 7],
  ['Lead ', 5],
  ['Principal ', 1],
  ['Entry-Level ', 3],
];

const COMMITMENT = ['full-time', 'full-time', 'full-time', 'full-time', 'part-time', 'contract', 'full-time, hybrid'];
const PERKS = [
  'health, dental and vision coverage',
  'a 401(k) match and paid parental leave',
  'tuition reimbursement and a learning budget',
  'flexible hours and generous paid time off',
  'paid training and a clear path to promotion',
  'a sign-on bonus and paid certifications',
];

// ---------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: small, fast, good enough for sampling. */
function mulberry32(a: number): () => number {
  let s = a >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per (seed, index), so job i never depends on how many jobs are made. */
function rngFor(seed: number, index: number): () => number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return mulberry32(h ^ (h >>> 16));
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Items with weights, picked by binary search over the cumulative weights. */
class WeightedPool<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  constructor(entries: Iterable<readonly [T, number]>) {
    let total = 0;
    for (const [item, w] of entries) {
      total += w;
      this.items.push(item);
      this.cumulative.push(total);
    }
  }
  pick(rnd: () => number): T {
    const r = rnd() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

const JOB_FIELDS = FIELD_WEIGHTS.map(([f]) => f);
const FIELD_POOL = new WeightedPool(FIELD_WEIGHTS);
const METRO_POOL = new WeightedPool(METROS.map(([c, s, w]) => [[c, s] as const, w] as const));
const LEVEL_POOL = new WeightedPool(LEVELS);
const PIVOT_LEVEL_POOL = new WeightedPool([...LEVELS, ['Entry-Level ', 6] as const]);

/** Every skill of a field, earlier ones more common (a gentle Zipf so some skills stay rare). */
function zipfPool(f: Field): WeightedPool<string> {
  return new WeightedPool(skillsOfField(f).map((name, i) => [name, 1 / (1 + i * 0.15)] as const));
}
/** The skills a field's roles ask for, weighted by how many roles ask. */
function corePool(f: JobField): WeightedPool<string> {
  const counts = new Map<string, number>();
  for (const role of ROLES[f]) for (const s of role.core) counts.set(s, (counts.get(s) ?? 0) + 1);
  return new WeightedPool(counts);
}
const ZIPF_POOLS = Object.fromEntries([...JOB_FIELDS, 'general' as const].map((f) => [f, zipfPool(f)])) as Record<Field, WeightedPool<string>>;
const CORE_POOLS = Object.fromEntries(JOB_FIELDS.map((f) => [f, corePool(f)])) as Record<JobField, WeightedPool<string>>;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) || /^(?:SOC|HR|UX|UI|FP|ESL|SEO|NLP|HVAC|RN|MRI|AML|E-)/.test(word) ? 'an' : 'a';
}

// Every role's core skills must be in the taxonomy: fail at load, not in a user's search.
for (const roles of Object.values(ROLES)) {
  for (const role of roles) {
    for (const s of role.core) if (!skillByName(s)) throw new Error(`corpus: unknown skill "${s}" in role ${role.title}`);
  }
}

/** One job of the corpus: the same (seed, index) always gives the same job. */
export function generateJob(index: number, seed = 1, referenceDate: Date = CORPUS_DATE): JobInput {
  const rnd = rngFor(seed, index);
  const field = FIELD_POOL.pick(rnd);
  const role = pick(rnd, ROLES[field]);
  const level = role.fixedLevel ? '' : (role.pivot ? PIVOT_LEVEL_POOL : LEVEL_POOL).pick(rnd);
  const title = `${level}${role.title}`;
  const company = `${pick(rnd, COMPANY_STEMS)} ${pick(rnd, role.publicSector ? PUBLIC_EMPLOYERS : COMPANY_SUFFIXES[field])}`;

  // Skills: 2-4 of the role's own, then what the field's roles ask for, now and then a rarer
  // skill of the field, a skill of a related field, or a general one.
  const total = 4 + Math.floor(rnd() * 7); // 4..10
  const skills: string[] = [];
  const add = (s: string) => {
    if (!skills.includes(s)) skills.push(s);
  };
  const core = [...role.core];
  const coreCount = Math.min(core.length, 2 + Math.floor(rnd() * 3));
  while (skills.length < coreCount) add(core.splice(Math.floor(rnd() * core.length), 1)[0]!);
  for (let guard = 0; skills.length < total && guard < 100; guard++) {
    const r = rnd();
    if (r < 0.3 && core.length > 0) add(core.splice(Math.floor(rnd() * core.length), 1)[0]!);
    else if (r < 0.55) add(CORE_POOLS[field].pick(rnd));
    else if (r < 0.72) add(ZIPF_POOLS[field].pick(rnd));
    else if (r < 0.82) add(CORE_POOLS[pick(rnd, RELATED[field])].pick(rnd));
    else add(ZIPF_POOLS.general.pick(rnd));
  }

  const remote = rnd() < REMOTE_RATE[field];
  const [city, state] = remote && rnd() < 0.7 ? [null, null] : METRO_POOL.pick(rnd);
  const place = remote ? (city ? `${city}, ${state} or remotely` : 'a remote-first setup anywhere in the US') : `${city}, ${state}`;

  const team = pick(rnd, role.publicSector ? PUBLIC_TEAMS : TEAM[field]);
  const mission = pick(rnd, role.publicSector ? PUBLIC_MISSIONS : MISSION[field]);
  const firstCount = Math.min(skills.length, 3 + Math.floor(rnd() * 2));
  const shown = skills.slice(0, firstCount);
  const rest = skills.slice(firstCount);
  const sentences = [
    pick(rnd, [
      `${company} is hiring ${article(title)} ${title} to join our ${team} team in ${place}.`,
      `Join ${company} as ${article(title)} ${title} and help us ${mission}.`,
      `As ${article(title)} ${title} on the ${team} team at ${company}, you will help us ${mission}.`,
    ]),
    pick(rnd, [
      `You will work with ${listPhrase(shown)} every day.`,
      `The role calls for hands-on experience with ${listPhrase(shown)}.`,
      `We are looking for someone comfortable with ${listPhrase(shown)}.`,
    ]),
  ];
  if (rest.length > 0) {
    sentences.push(
      pick(rnd, [
        `Experience with ${listPhrase(rest)} is a plus.`,
        `Bonus points for ${listPhrase(rest)}.`,
        `Familiarity with ${listPhrase(rest)} will help you ramp up quickly.`,
      ]),
    );
  }
  if (role.pivot && rnd() < 0.6) {
    sentences.push(`Career changers are welcome: people coming from ${pick(rnd, FROM_FIELDS[field])} have thrived in this role.`);
  } else if (sentences.length < 4 && rnd() < 0.5) {
    sentences.push(`This is a ${pick(rnd, COMMITMENT)} position with ${pick(rnd, PERKS)}.`);
  }

  const id = index + 1;
  const postedAt = new Date(referenceDate.getTime() - Math.floor(rnd() * 60 * DAY_MS));
  return {
    source: CORPUS_SOURCE,
    externalId: `${seed}-${id}`,
    title,
    company,
    city,
    state,
    remote,
    description: sentences.join(' '),
    skills,
    link: `https://jobs.careerpivot.example/${slugify(`${title} ${company}`)}-${seed === 1 ? id : `${seed}-${id}`}`,
    postedAt,
  };
}

/** `count` jobs of the corpus, deterministically from the seed (no Math.random). */
export function generateJobCorpus(count: number, seed = 1, referenceDate: Date = CORPUS_DATE): JobInput[] {
  const out: JobInput[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = generateJob(i, seed, referenceDate);
  return out;
}
