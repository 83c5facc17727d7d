import { describe, expect, it } from 'vitest';
import { blankEmiPlan, emiPlanRequest, emiPlanValues } from './emi-plan-values';

const TENURES = [3, 6, 9, 12, 18, 24, 36];

describe('an EMI plan form', () => {
  it('sends the least price in poisha and a charge per tenure offered, in hundredths of a percent', () => {
    const values = { ...blankEmiPlan(TENURES), bank: 'City Bank', charges: { ...blankEmiPlan(TENURES).charges, 3: '', 12: '7', 24: '10.5' } };
    expect(emiPlanRequest(values)).toEqual({
      request: {
        bank: 'City Bank',
        minPrice: 500_000,
        keepsDiscount: true,
        tenures: [
          { months: 3, chargeBasisPoints: 0 },
          { months: 12, chargeBasisPoints: 700 },
          { months: 24, chargeBasisPoints: 1050 },
        ],
      },
      problems: [],
    });
  });

  it('names the numbers it cannot read and sends nothing', () => {
    const values = { ...blankEmiPlan(TENURES), bank: 'EBL', minPriceTk: '5000.5', charges: { ...blankEmiPlan(TENURES).charges, 6: '3.25', 9: 'abc', 12: '2' } };
    expect(emiPlanRequest(values)).toEqual({ request: null, problems: ['minPrice', 'charge-6', 'charge-9'] });
  });

  it('shows a stored plan as it was typed', () => {
    const plan = { _id: 'p1', bank: 'EBL', minPrice: 800_000, keepsDiscount: false, tenures: [{ months: 6, chargeBasisPoints: 350 }] };
    const values = emiPlanValues(plan, TENURES);
    expect(values).toMatchObject({ bank: 'EBL', minPriceTk: '8000', keepsDiscount: false });
    expect(values.charges[6]).toBe('3.5');
    expect(values.charges[3]).toBeNull();
    expect(emiPlanRequest(values).request?.tenures).toEqual(plan.tenures);
  });
});
