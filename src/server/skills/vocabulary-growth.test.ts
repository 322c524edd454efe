import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills';
import { skillByName } from './taxonomy';

/**
 * Issue 28: skills people write that the vocabulary lacked, came back under another label, or were folded into a
 * category. Each line is a short resume line; the specific skill must be read, and the umbrella only where the
 * text itself names it (an employer searching for "Zendesk" or "CCNA" must find that, not Customer Support).
 */
interface Case {
  line: string;
  has: string[];
  not?: string[];
}

const cases: Case[] = [
  // Certificates, licences and code sets are themselves, not their umbrella.
  { line: 'Certifications: CCNA, CompTIA Security+', has: ['Cisco Certified Network Associate (CCNA)', 'CompTIA Security+'], not: ['Network Administration'] },
  { line: 'Coded claims in ICD-10 and CPT', has: ['ICD-10', 'CPT'], not: ['Medical Coding'] },
  { line: 'ServSafe Manager certified', has: ['ServSafe Manager'], not: ['Food Safety'] },
  { line: 'Kitchen follows the FDA Food Code', has: ['FDA Food Code'], not: ['Food Safety'] },
  {
    line: 'Licensed RN; BLS, ACLS and PALS certified',
    has: ['Registered Nurse (RN) License', 'Basic Life Support (BLS)', 'Advanced Cardiac Life Support (ACLS)', 'Pediatric Advanced Life Support (PALS)'],
  },
  { line: 'OSHA 30 and EPA 608 certified; NABCEP PV Associate', has: ['OSHA 30', 'EPA 608 Certification', 'NABCEP Certification'], not: ['OSHA Compliance'] },
  { line: 'CDL Class A with hazmat endorsement', has: ['CDL Class A', 'Hazmat Endorsement'] },
  { line: 'Series 7 and 63 licensed', has: ['Series 7', 'Series 63'], not: ['Financial Compliance'] },
  { line: 'SHRM-CP and PHR certified', has: ['SHRM Certified Professional (SHRM-CP)', 'Professional in Human Resources (PHR)'], not: ['SHRM Certification'] },
  { line: 'Six Sigma Green Belt; ISO 9001 internal auditor', has: ['Six Sigma Green Belt', 'ISO 9001'], not: ['Six Sigma'] },
  { line: 'PMP, PRINCE2 and ITIL 4 Foundation', has: ['Project Management Professional (PMP)', 'PRINCE2', 'ITIL'], not: ['IT Support'] },
  { line: 'Teaching license (K-6), TESOL certified', has: ['Teaching License', 'TESOL Certification'], not: ['English as a Second Language (ESL)'] },
  {
    line: 'CIPP/US; GDPR and CCPA compliance',
    has: ['Certified Information Privacy Professional (CIPP)', 'General Data Protection Regulation (GDPR)', 'CCPA'],
  },
  { line: 'FAA Part 107 remote pilot; A&P license', has: ['FAA Part 107', 'FAA A&P License'] },
  { line: 'Forklift certified; pallet jack', has: ['Forklift Certification', 'Pallet Jack Operation'], not: ['Forklift Operation'] },
  { line: 'HACCP plans and SQF audits', has: ['HACCP', 'SQF Certification'] },
  // Products split out of the category they were folded into.
  { line: 'Tools: Zendesk, Jira', has: ['Zendesk', 'Jira'], not: ['Customer Support'] },
  { line: 'Freshdesk and Intercom for live chat support', has: ['Freshdesk', 'Intercom'], not: ['Customer Support'] },
  { line: 'Built REST services in ASP.NET Core', has: ['ASP.NET Core'], not: ['.NET'] },
  { line: 'Okta SSO and Active Directory', has: ['Okta', 'Active Directory'], not: ['Identity and Access Management (IAM)'] },
  { line: 'Nessus and Qualys scans', has: ['Tenable Nessus', 'Qualys'], not: ['Vulnerability Management'] },
  { line: 'Edited video in Premiere Pro and Final Cut Pro', has: ['Adobe Premiere Pro', 'Final Cut Pro'], not: ['Video Production'] },
  { line: 'Scheduled posts in Hootsuite and Sprout Social', has: ['Hootsuite', 'Sprout Social'], not: ['Social Media Management'] },
  { line: 'Built courses in Moodle and Schoology', has: ['Moodle', 'Schoology'], not: ['Learning Management Systems (LMS)'] },
  { line: 'Recruited in Greenhouse and iCIMS', has: ['Greenhouse', 'iCIMS'], not: ['Applicant Tracking Systems (ATS)'] },
  { line: 'Power Query and DAX', has: ['Power Query', 'DAX'], not: ['Power BI'] },
  { line: 'Point of sale on Toast and Square', has: ['Toast POS', 'Square'] },
  // Field skills the vocabulary lacked.
  { line: 'Test cases in TestRail; bug tracking in Jira; API testing with Postman', has: ['TestRail', 'Bug Tracking', 'API Testing', 'Test Case Design'] },
  { line: 'Led user acceptance testing and exploratory testing', has: ['User Acceptance Testing (UAT)', 'Exploratory Testing'] },
  { line: 'Root cause analysis of line stoppages', has: ['Root Cause Analysis'] },
  { line: 'Maintained Windows Server 2019 and VLANs', has: ['Microsoft Windows Server', 'VLAN'] },
  { line: 'CDISC standards: SDTM and ADaM datasets; pharmacovigilance case processing', has: ['CDISC', 'SDTM', 'ADaM', 'Pharmacovigilance'] },
  { line: 'Redesigned clinical workflows in Epic', has: ['Clinical Workflows', 'Epic Systems'] },
  { line: 'MVVM, RxSwift, TDD', has: ['Model-View-ViewModel (MVVM)', 'RxSwift', 'Test-Driven Development'] },
  { line: 'Enterprise architecture; wrote PRDs', has: ['Enterprise Architecture', 'Product Requirements Documents (PRDs)'] },
  { line: 'NestJS services on Travis CI and Jenkins; npm; VS Code', has: ['NestJS', 'Travis CI', 'Jenkins', 'npm', 'Visual Studio Code'] },
  { line: 'Config in JSON and YAML; docs in Markdown', has: ['JavaScript Object Notation JSON', 'YAML', 'Markdown'] },
  { line: 'Estate planning and probate', has: ['Estate Planning', 'Probate'] },
  { line: 'fMRI and EEG data analysis', has: ['Functional MRI (fMRI)', 'Electroencephalography (EEG)'] },
  { line: 'Adaptive optics for telescope imaging', has: ['Adaptive Optics'] },
  { line: 'Skills: Textile, Sewing, Draping', has: ['Textiles', 'Sewing', 'Draping'] },
  { line: 'Testing, debugging and code review', has: ['Software Testing', 'Debugging', 'Code Review'] },
  {
    line: 'Therapeutic exercise, neuromuscular re-education, manual therapy, gait training, Kinesio taping, dry needling, vestibular rehabilitation',
    has: [
      'Therapeutic Exercise',
      'Neuromuscular Re-education',
      'Manual Therapy',
      'Gait Training',
      'Kinesio Taping',
      'Dry Needling',
      'Vestibular Rehabilitation',
    ],
  },
  { line: "Fundraising, donor relations, major gifts, Raiser's Edge", has: ['Fundraising', 'Donor Relations', 'Major Gifts', "Raiser's Edge"] },
  { line: 'Real estate license; property management', has: ['Real Estate License', 'Property Management'] },
  // Ambiguous short forms count only where they mean the credential.
  { line: 'Jane Smith, PE', has: ['Professional Engineer (PE)'] },
  { line: 'PE teacher for grades 6-8', has: ['Physical Education'], not: ['Professional Engineer (PE)'] },
  { line: 'Certifications: PMP, CSM', has: ['Certified ScrumMaster (CSM)'] },
  { line: 'Enrolled Agent (EA); prepared 300 returns', has: ['Enrolled Agent (EA)'] },
  { line: 'Wrote avionics code in Ada; ADA compliance for clinics', has: ['Ada', 'Americans with Disabilities Act (ADA)'] },
];

/** Lines where a short form or an ordinary word means something else: none of these skills. */
const notSkills: Array<[string, string[]]> = [
  ['RN case manager for a 40-bed unit', ['Registered Nurse (RN) License']],
  ['CSM for 40 enterprise accounts', ['Certified ScrumMaster (CSM)']],
  ['EA to the CEO', ['Enrolled Agent (EA)']],
  ['Worked at a PE-backed firm', ['Professional Engineer (PE)']],
  ['CAMS candidate; CPA (expected 2026)', ['Certified Anti-Money Laundering Specialist (CAMS)', 'Certified Public Accountant (CPA)']],
  ['GLP-1 patient education', ['Good Laboratory Practice (GLP)']],
  ['Holds a black belt in karate', ['Six Sigma Black Belt']],
  ['The team was testing new products', ['Software Testing']],
  ['The textile industry is changing', ['Textiles']],
  ['Conducted controls testing for SOX', ['Software Testing']],
];

describe('the grown vocabulary (issue 28)', () => {
  it('knows every skill these tests name', () => {
    const names = [...cases.flatMap((c) => [...c.has, ...(c.not ?? [])]), ...notSkills.flatMap(([, n]) => n)];
    expect(names.filter((n) => !skillByName(n))).toEqual([]);
  });

  it.each(cases.map((c) => [c.line, c] as const))('reads %j', (_line, c) => {
    const found = extractSkills(c.line);
    expect(found).toEqual(expect.arrayContaining(c.has));
    for (const umbrella of c.not ?? []) expect(found, umbrella).not.toContain(umbrella);
  });

  it.each(notSkills)('does not read %j as %j', (line, names) => {
    const found = extractSkills(line);
    for (const name of names) expect(found).not.toContain(name);
  });
});

/**
 * Issue 28, the working vocabulary of every occupation: what people in each O*NET major group write in their
 * sentences (procedures, equipment, methods, programs, their short forms), read as the specific skill and not its
 * umbrella; ordinary words that name a skill only in a list are not read in a sentence.
 */
const tradeCases: Case[] = [
  // 11 Management
  {
    line: 'Tracked RFIs and submittals, ran OAC meetings and built three-week look-ahead schedules in Primavera P6',
    has: ['Requests for Information (RFI)', 'OAC Meetings', 'Construction Scheduling', 'Primavera P6'],
  },
  {
    line: 'Managed prime cost and line checks; grew RevPAR 12% while holding brand standards',
    has: ['Prime Cost', 'Line Checks', 'RevPAR', 'Brand Standards'],
  },
  { line: 'Led Joint Commission readiness and improved HCAHPS scores on a 32-bed unit', has: ['Joint Commission Standards', 'HCAHPS'] },
  { line: 'Built the master schedule and rolled out PBIS and MTSS across the campus', has: ['Master Scheduling', 'PBIS', 'MTSS'] },
  {
    line: 'Activated the EOC, wrote the COOP plan and ran HSEEP tabletop exercises',
    has: ['Emergency Operations Center (EOC)', 'Continuity Planning', 'HSEEP'],
  },
  // 13 Business and financial
  {
    line: 'Filed SARs and CTRs, investigated check kiting, structuring and elder financial exploitation',
    has: ['Suspicious Activity Reports (SAR)', 'Currency Transaction Reports (CTR)', 'Check Kiting', 'Structuring Detection', 'Elder Financial Exploitation'],
  },
  {
    line: 'Wrote estimates in Xactimate, set reserves and pursued subrogation on property damage claims',
    has: ['Xactimate', 'Claims Reserving', 'Subrogation', 'Property Damage Claims'],
  },
  {
    line: 'Originated FHA and VA loans in Encompass, ran DU findings and met TRID timelines',
    has: ['FHA Loans', 'VA Loans', 'Ellie Mae Encompass', 'Desktop Underwriter (DU)', 'TRID'],
  },
  {
    line: 'Prepared 1120-S and 1065 returns with K-1s in Lacerte; answered IRS notices',
    has: ['Form 1120-S', 'Form 1065', 'Schedule K-1', 'Lacerte', 'IRS Correspondence'],
  },
  { line: 'Performed quantity takeoffs in PlanSwift and priced bids with RSMeans', has: ['Quantity Takeoff', 'PlanSwift', 'RSMeans'] },
  // 15 Computer and mathematical
  {
    line: 'Built loss development triangles and set IBNR with chain ladder and Bornhuetter-Ferguson methods',
    has: ['Chain Ladder Method', 'Loss Reserving', 'Bornhuetter-Ferguson'],
  },
  {
    line: 'Solved mixed integer programming models in Gurobi and ran discrete event simulation in AnyLogic',
    has: ['Mixed-Integer Programming', 'Gurobi', 'Discrete-Event Simulation', 'AnyLogic'],
  },
  {
    line: 'Handled password resets, laptop imaging and printer troubleshooting for 400 users',
    has: ['Password Resets', 'Computer Imaging', 'Printer Support'],
  },
  // 17 Architecture and engineering
  {
    line: 'Ran arc flash studies and protective relay coordination in ETAP; drew single-line diagrams',
    has: ['Arc Flash Studies', 'Protective Relay Coordination', 'ETAP', 'Single-Line Diagrams'],
  },
  {
    line: 'Designed grading plans, stormwater management and erosion and sediment control for site plans',
    has: ['Grading Plans', 'Stormwater Management', 'Erosion and Sediment Control', 'Site Planning'],
  },
  {
    line: 'Performed tolerance stack-up analysis and issued ECOs for injection molded parts',
    has: ['Tolerance Stack-Up Analysis', 'Engineering Change Orders (ECO)'],
  },
  {
    line: 'Completed ALTA surveys and construction staking with a robotic total station and RTK GPS',
    has: ['ALTA/NSPS Surveys', 'Construction Staking', 'Total Station', 'GNSS Surveying'],
  },
  // 19 Life, physical and social science
  {
    line: 'Ran HPLC and GC-MS assays, performed method validation and processed data in Empower',
    has: ['HPLC', 'Gas Chromatography-Mass Spectrometry (GC-MS)', 'Analytical Method Validation', 'Waters Empower'],
  },
  {
    line: 'Performed wetland delineations, low-flow groundwater sampling and Phase I ESAs',
    has: ['Wetland Delineation', 'Groundwater Sampling', 'Phase I Environmental Site Assessments'],
  },
  { line: 'Processed latent prints with ACE-V and searched AFIS; documented crime scenes', has: ['Latent Print Processing', 'AFIS'] },
  { line: 'Administered the WISC-V and ADOS-2 and wrote psychoeducational evaluations', has: ['WISC', 'ADOS-2', 'Psychoeducational Evaluations'] },
  // 21 Community and social service
  {
    line: 'Placed clients by ASAM criteria, coordinated medication-assisted treatment and led relapse prevention groups',
    has: ['ASAM Criteria', 'Medication-Assisted Treatment (MAT)', 'Relapse Prevention'],
  },
  {
    line: 'Conducted home visits, wrote court reports and worked on permanency planning for foster youth',
    has: ['Home Visits', 'Court Reports', 'Permanency Planning'],
  },
  {
    line: 'Prepared pre-sentence investigations and scored the LSI-R for a caseload of 60',
    has: ['Pre-Sentence Investigations (PSI)', 'Risk Assessment Instruments'],
  },
  // 23 Legal
  {
    line: 'Drafted interrogatories, Bates-stamped productions and kept privilege logs in Relativity',
    has: ['Discovery', 'Bates Numbering', 'Privilege Logs', 'Relativity e-Discovery'],
  },
  { line: 'Ran title searches, built chain of title and prepared title commitments', has: ['Title Examination', 'Title Commitments'] },
  { line: 'Realtime reporting and CART captioning on Case CATalyst', has: ['Realtime Reporting', 'Case CATalyst'] },
  // 25 Education
  {
    line: 'Led guided reading groups, took running records and taught phonics with Orton-Gillingham',
    has: ['Guided Reading', 'Running Records', 'Phonics Instruction', 'Orton-Gillingham'],
  },
  {
    line: 'Wrote FBAs and behavior intervention plans and tracked IEP progress monitoring',
    has: ['Functional Behavior Assessment (FBA)', 'Behavior Intervention Plans (BIP)', 'Progress Monitoring'],
  },
  {
    line: 'Copy cataloging of MARC records in OCLC Connexion; interlibrary loan and story time',
    has: ['Cataloging', 'MARC Records', 'OCLC WorldCat', 'Interlibrary Loan', 'Story Time'],
  },
  { line: 'Wrote finding aids in ArchivesSpace and digitized collections', has: ['Finding Aids', 'ArchivesSpace'] },
  // 27 Arts, design, media
  {
    line: 'Approved lab dips and strike-offs, built repeat layouts and colorways and wrote tech packs',
    has: ['Lab Dips', 'Strike-Offs', 'Repeat Layouts', 'Colorways', 'Tech Packs'],
  },
  { line: 'Specified FF&E, finish schedules and space planning for hospitality projects', has: ['FF&E Specification', 'Finish Schedules', 'Space Planning'] },
  {
    line: 'FOH mixing on DiGiCo consoles with Dante networking; managed signal flow and RF coordination',
    has: ['Live Sound Mixing', 'Digital Mixing Consoles', 'Dante Audio Networking', 'Signal Flow', 'Microphone Techniques'],
  },
  {
    line: 'Wrote to AP style, filed FOIA requests and did fact-checking for investigative stories',
    has: ['AP Style', 'Public Records Requests', 'Fact-Checking'],
  },
  {
    line: 'Provided consecutive and simultaneous interpreting; managed termbases in memoQ',
    has: ['Simultaneous Interpreting', 'Terminology Management', 'memoQ'],
  },
  // 29 Healthcare practitioners
  {
    line: 'Performed scaling and root planing and applied fluoride varnish and sealants',
    has: ['Scaling and Root Planing (SRP)', 'Fluoride Varnish', 'Dental Sealants'],
    not: ['Dental Hygiene'],
  },
  {
    line: 'Took FMX and bitewings, administered local anesthesia and monitored nitrous oxide sedation with a Cavitron',
    has: ['Full Mouth Series (FMX)', 'Intraoral Imaging', 'Local Anesthesia Administration', 'Nitrous Oxide Sedation', 'Cavitron'],
  },
  {
    line: 'Clinical pharmacist: renal dosing, vancomycin dosing, anticoagulation management and MTM',
    has: ['Renal Dosing', 'Pharmacokinetic Dosing', 'Anticoagulation Management', 'Medication Therapy Management (MTM)'],
  },
  {
    line: 'ICU RN: titrating drips, central line care, arterial lines, CRRT and sepsis protocols',
    has: ['Titratable Drips', 'Central Line Care', 'Arterial Line Management', 'Continuous Renal Replacement Therapy (CRRT)', 'Sepsis Management'],
  },
  {
    line: 'Drew ABGs, managed BiPAP and ran ventilator weaning protocols',
    has: ['Arterial Blood Gases (ABG)', 'Noninvasive Ventilation', 'Ventilator Management'],
  },
  {
    line: 'Acquired 12-lead ECGs, placed IO access and wrote ePCRs in ImageTrend',
    has: ['EKG', 'Intraosseous Access', 'Electronic Patient Care Reports (ePCR)', 'ImageTrend'],
  },
  { line: 'Blood bank: crossmatching, antibody identification; Westgard rules for QC', has: ['Blood Banking', 'Westgard Rules'] },
  // 31 Healthcare support
  {
    line: 'Roomed patients, performed ear lavage, PPD placement and rapid strep tests',
    has: ['Patient Rooming', 'Ear Lavage', 'Tuberculin Skin Testing', 'Rapid Strep and Flu Testing'],
  },
  { line: 'Took alginate impressions, fabricated temporary crowns and scanned with iTero', has: ['Dental Impressions', 'Temporary Crowns', 'iTero'] },
  {
    line: 'Transferred residents with a Hoyer lift, gave bed baths and recorded intake and output',
    has: ['Hoyer Lift Operation', 'Bed Baths', 'Intake and Output Monitoring'],
  },
  {
    line: 'Swedish massage, deep tissue and prenatal massage; trigger point therapy and myofascial release',
    has: ['Swedish Massage', 'Deep Tissue Massage', 'Prenatal Massage', 'Trigger Point Therapy', 'Myofascial Release'],
  },
  // 33 Protective service
  {
    line: 'Conducted traffic stops, SFST and DUI investigations; wrote search warrants',
    has: ['Traffic Enforcement', 'Standardized Field Sobriety Testing (SFST)', 'DUI Enforcement', 'Search Warrants'],
  },
  {
    line: 'Performed vehicle extrication, ladder operations and vertical ventilation wearing SCBA',
    has: ['Vehicle Extrication', 'Ladder Operations', 'Fire Ventilation', 'Self-Contained Breathing Apparatus (SCBA)'],
  },
  {
    line: 'Supervised inmate counts, cell searches and contraband detection under PREA',
    has: ['Inmate Counts', 'Cell Searches', 'Contraband Detection', 'Prison Rape Elimination Act (PREA)'],
  },
  // 35 Food preparation and serving
  {
    line: 'Worked the sauté and grill stations for 300 covers: knife skills, plating, mother sauces',
    has: ['Sautéing', 'Grilling', 'Knife Skills', 'Sauce Making', 'Plating'],
    not: ['Culinary Arts'],
  },
  { line: 'Pulling shots, steaming milk to microfoam and latte art', has: ['Espresso Extraction', 'Milk Steaming', 'Barista Skills'] },
  {
    line: 'Craft cocktails, bar inventory and draft line cleaning; TIPS certified',
    has: ['Mixology', 'Bar Inventory', 'Draft Beer Systems', 'TIPS Certification'],
  },
  // 37 Building and grounds
  { line: 'Stripped and waxed VCT floors, ran the auto scrubber and did carpet extraction', has: ['Auto Scrubber Operation', 'Carpet Extraction'] },
  { line: 'Installed pavers and retaining walls, laid sod and ran core aeration', has: ['Hardscaping', 'Sod Installation', 'Lawn Aeration'] },
  {
    line: 'Termite treatment, rodent exclusion and integrated pest management for food plants',
    has: ['Termite Treatment', 'Rodent Control', 'Integrated Pest Management (IPM)'],
  },
  // 39 Personal care and service
  {
    line: 'Balayage, color correction, keratin treatments and tape-in extensions',
    has: ['Balayage', 'Color Correction', 'Keratin Treatments', 'Hair Extensions'],
  },
  {
    line: 'Performed embalming, restorative art and arrangement conferences; filed death certificates',
    has: ['Embalming', 'Restorative Art', 'Funeral Arrangements', 'Death Certificate Filing'],
  },
  {
    line: 'Designed HIIT and strength and conditioning programs; taught indoor cycling',
    has: ['High-Intensity Interval Training (HIIT)', 'Strength and Conditioning', 'Indoor Cycling Instruction'],
  },
  // 41 Sales
  { line: 'Reset planograms, built window displays and practiced clienteling', has: ['Planograms', 'Visual Merchandising', 'Clienteling'] },
  {
    line: 'Ran listing presentations with CMAs, held open houses and managed transactions in Dotloop',
    has: ['Listing Presentations', 'Comparative Market Analysis', 'Open Houses', 'Dotloop'],
  },
  {
    line: 'Sold Medicare Advantage and Medigap plans; quoted in EZLynx and Applied Epic',
    has: ['Medicare Advantage', 'Medicare Supplement', 'EZLynx', 'Applied Epic'],
  },
  // 43 Office and administrative support
  {
    line: "Balanced the teller drawer, cashed checks and sold money orders and cashier's checks",
    has: ['Teller Drawer Balancing', 'Check Cashing', "Money Orders and Cashier's Checks"],
  },
  {
    line: 'EMD-certified dispatcher: call taking, radio dispatch and CAD entry with ProQA',
    has: ['Emergency Medical Dispatch (EMD)', 'Call-Taking', 'Radio Dispatch'],
  },
  { line: 'Processed wage garnishments and payroll reconciliations; kept petty cash', has: ['Wage Garnishments', 'Payroll Reconciliation', 'Petty Cash'] },
  // 45 Farming, fishing and forestry
  { line: 'Ran combines and grain carts, crop scouting and John Deere AutoTrac', has: ['Crop Scouting', 'GPS Guidance Systems'] },
  { line: 'Handled calving, herd health and AI breeding; fed TMR rations', has: ['Calving', 'Herd Health', 'Feed Rations'] },
  {
    line: 'Directional felling, bucking and limbing; ran a grapple skidder and feller buncher',
    has: ['Tree Felling', 'Bucking and Limbing', 'Skidder Operation', 'Feller Buncher Operation'],
  },
  // 47 Construction and extraction
  {
    line: 'Tested insulation resistance with a megger, pulled wire and wired three-phase motor controls',
    has: ['Megger Testing', 'Wire Pulling', 'Three-Phase Power', 'Motor Controls'],
  },
  {
    line: 'Bent conduit, did load calculations and installed lighting controls',
    has: ['Conduit Bending', 'Electrical Load Calculations', 'Lighting Controls'],
  },
  { line: 'Sweat copper, installed PEX and tested backflow preventers', has: ['Copper Soldering', 'PEX Piping', 'Backflow Testing'] },
  {
    line: 'Ran the excavator and dozer with GPS machine control on mass excavation',
    has: ['Excavator Operation', 'Bulldozer Operation', 'GPS Machine Control', 'Mass Excavation'],
    not: ['Heavy Equipment Operation'],
  },
  { line: 'Tripped pipe, tested the BOP and rigged up for hydraulic fracturing', has: ['Blowout Preventers (BOP)', 'Hydraulic Fracturing'] },
  // 49 Installation, maintenance and repair
  {
    line: 'Recovered refrigerant, brazing line sets, checked superheat and subcooling on heat pumps',
    has: ['Refrigerant Recovery', 'Brazing', 'Superheat and Subcooling', 'Heat Pumps'],
  },
  {
    line: 'Vibration analysis, laser shaft alignment and lockout/tagout; logged work orders in the CMMS',
    has: ['Vibration Analysis', 'Laser Shaft Alignment', 'Lockout/Tagout (LOTO)', 'Work Order Management', 'CMMS'],
  },
  { line: 'Fusion splicing and OTDR testing on FTTH builds', has: ['Fiber Splicing', 'OTDR Testing', 'Fiber Optics'] },
  {
    line: 'Diagnosed with OBD-II scan tools and ALLDATA; brake service and four-wheel alignment',
    has: ['OBD-II Diagnostics', 'ALLDATA', 'Brake Service', 'Wheel Alignment'],
  },
  {
    line: 'Borescope inspections, safety wiring and logbook entries for 100-hour inspections',
    has: ['Borescope Inspections', 'Safety Wiring', 'Aircraft Logbook Entries', '100-Hour Inspections'],
  },
  // 51 Production
  {
    line: 'Wrote G-code, set work offsets and ran Haas mills from Mastercam',
    has: ['G-Code Programming', 'Work Offsets', 'Haas CNC', 'Mastercam'],
    not: ['CNC Machining'],
  },
  { line: '6G pipe welding, fit-up and carbon arc gouging to AWS D1.1', has: ['Pipe Welding', 'Fit-Up', 'Carbon Arc Gouging', 'Structural Welding'] },
  {
    line: 'Press make-ready on a Heidelberg Speedmaster; Pantone color matching and prepress preflighting files',
    has: ['Press Make-Ready', 'Heidelberg Presses', 'Color Matching', 'Prepress'],
  },
  {
    line: 'Ran jar tests, chlorination and the activated sludge process; filed DMRs for NPDES',
    has: ['Jar Testing', 'Chlorination', 'Activated Sludge', 'NPDES Permits'],
  },
  // 53 Transportation and material moving
  {
    line: 'Ran load boards (DAT, Truckstop) to book backhauls and made check calls',
    has: ['Load Boards', 'DAT Load Board', 'Truckstop', 'Backhauls', 'Check Calls'],
  },
  {
    line: 'Flatbed trucking with tarping and load securement; IFTA reporting and DVIRs',
    has: ['Flatbed Hauling', 'Load Securement', 'IFTA Reporting', 'Pre-Trip Inspections'],
  },
  {
    line: 'Part 121 first officer: IFR, FMS and crew resource management',
    has: ['Part 121 Operations', 'Instrument Flight Rules (IFR)', 'Flight Management Systems (FMS)', 'Crew Resource Management (Aviation)'],
  },
  { line: 'Aircraft marshalling, pushback and ULD build-up on the ramp', has: ['Aircraft Marshalling', 'ULD Loading'] },
  // 55 Military
  {
    line: 'Applied MDMP, wrote OPORDs and FRAGOs and led after action reviews',
    has: ['Military Decision-Making Process (MDMP)', 'Operations Orders (OPORD)', 'After Action Reviews'],
    not: ['Mission Planning'],
  },
  { line: 'Land navigation, SINCGARS radio operation and convoy operations', has: ['Land Navigation', 'Tactical Communications', 'Convoy Operations'] },
];
/** Ordinary words and short forms that mean something else here: read only in a skills list or section of their field. */
const ordinaryWords: Array<[string, string[]]> = [
  ['Grilling the witness took all afternoon', ['Grilling']],
  ['Pruning the backlog before the release', ['Pruning']],
  ['Plating was added to the steel parts by the vendor', ['Plating']],
  ['Flagging issues early kept the project on schedule', ['Traffic Control']],
  ['Structuring the deal took three months', ['Structuring Detection']],
  ['Layout of the report was improved', ['Building Layout']],
  ['Grounding techniques for anxious clients', ['Grounding and Bonding']],
  ['Sealants were applied to the windows by the contractor', ['Dental Sealants']],
  ['Mowing the lawn on weekends', ['Lawn Mowing']],
  ['Shoring up support for the merger', ['Shoring']],
  ['Proofing the new marketing copy', ['Bread Proofing']],
  ['Containerised apps in Kubernetes pods with Vault for secrets', ['Cash Vault']],
  ['Scored 95th percentile on the CTR metric for search ads', ['Currency Transaction Reports (CTR)']],
  ['Member of the DAT team at the university', ['DAT Load Board']],
];

describe('the working vocabulary of every occupation (issue 28)', () => {
  it('knows every skill these tests name', () => {
    const names = [...tradeCases.flatMap((c) => [...c.has, ...(c.not ?? [])]), ...ordinaryWords.flatMap(([, n]) => n)];
    expect(names.filter((n) => !skillByName(n))).toEqual([]);
  });

  it.each(tradeCases.map((c) => [c.line, c] as const))('reads %j', (_line, c) => {
    const found = extractSkills(c.line);
    expect(found).toEqual(expect.arrayContaining(c.has));
    for (const umbrella of c.not ?? []) expect(found, umbrella).not.toContain(umbrella);
  });

  it.each(ordinaryWords)('does not read %j as %j', (line, names) => {
    const found = extractSkills(line);
    for (const name of names) expect(found).not.toContain(name);
  });

  it('reads an ordinary word as the skill in a skills list', () => {
    expect(extractSkills('Skills: planting, mulching, pruning, lawn edging')).toEqual(
      expect.arrayContaining(['Planting', 'Mulching', 'Pruning', 'Lawn Edging']),
    );
    expect(extractSkills('Dental: scaling and root planing, sealants, fluoride varnish')).toContain('Dental Sealants');
    expect(extractSkills('BSA/AML: SARs, CTRs, structuring, check kiting')).toEqual(
      expect.arrayContaining(['Suspicious Activity Reports (SAR)', 'Currency Transaction Reports (CTR)', 'Structuring Detection']),
    );
  });
});
