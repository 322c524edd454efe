import { describe, expect, it } from 'vitest';
import { classifyJob } from './classify';

describe('an imported listing’s occupation', () => {
  it('is the occupation its title names, with the mapping’s confidence', () => {
    expect(classifyJob('Registered Nurse - ICU', [])).toEqual({ code: '29-1141.03', confidence: 1 });
    expect(classifyJob('Software Engineer, Payments', ['Java'])).toMatchObject({ code: '15-1252.00' });
  });

  it('lets the listing’s tools choose between the occupations a bare title could be', () => {
    expect(classifyJob('Technician', ['HVAC', 'Refrigeration'])?.code).toBe('49-9021.00');
    expect(classifyJob('Analyst', ['QuickBooks', 'Accounts Payable', 'General Ledger'])?.code).toBe('43-3031.00');
    expect(classifyJob('Analyst', ['Epic Systems', 'Electronic Health Records (EHR)'])?.code).not.toBe('43-3031.00');
  });

  it('is unknown for a title no O*NET title covers', () => {
    expect(classifyJob('zzqx blorp', ['SQL'])).toBeNull();
  });
});
