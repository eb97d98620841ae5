import { AUDIT_ACTIONS } from '@profileproof/contracts';
import { AUDIT_ACTION_OPTIONS, isAuditAction } from './audit-action-labels';

describe('the Action filter', () => {
  it('offers every action the API records, each once', () => {
    expect([...AUDIT_ACTION_OPTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('knows an action from anything else in the address', () => {
    expect(isAuditAction('claim.taken_over')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(isAuditAction('')).toBe(false);
    expect(isAuditAction(null)).toBe(false);
  });
});
