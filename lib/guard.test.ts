import { GUARD, guardDecision } from './guard';

describe('guardDecision (§4, §6)', () => {
  it('lists the exact pages of §6 for each kind of account', () => {
    const of = (role: string) => Object.keys(GUARD).filter((p) => GUARD[p].role === role);
    // §6's 22 individual-only pages, /settlementOrder (README: it shows the member's coupons and points),
    // /cardCase (the member's package cards) and /waitingList (the member's places in line).
    expect(of('member')).toHaveLength(25);
    expect(of('member')).toEqual(expect.arrayContaining(['/settlementOrder', '/cardCase', '/waitingList']));
    expect(of('enterprise')).toEqual(
      expect.arrayContaining(['/siteConsultation', '/projectSettlement', '/companyInformation', '/myCompany', '/siteModify', '/steModify']),
    );
    expect(of('enterprise')).toHaveLength(13);
  });

  it('asks a visitor to log in with the kind of account the page needs', () => {
    expect(guardDecision('/userCenter', null)).toEqual({ action: 'login', role: 'member' });
    expect(guardDecision('/myCompany', null)).toEqual({ action: 'login', role: 'enterprise' });
    expect(guardDecision('/visit', null)).toEqual({ action: 'pass' });
    expect(guardDecision('/news', null)).toEqual({ action: 'pass' });
  });

  it('lets the right kind through and turns the other away', () => {
    expect(guardDecision('/coupon', 1000)).toEqual({ action: 'pass' });
    expect(guardDecision('/coupon', 1001)).toEqual({ action: 'wrongAccount', role: 'member' });
    expect(guardDecision('/visit', 1001)).toEqual({ action: 'wrongAccount', role: 'member' });
    expect(guardDecision('/steModify', 1001)).toEqual({ action: 'pass' });
    expect(guardDecision('/steModify', 1000)).toEqual({ action: 'wrongAccount', role: 'enterprise' });
  });

  it('sends anyone logged in away from /siteRegister', () => {
    expect(guardDecision('/siteRegister', null)).toEqual({ action: 'pass' });
    expect(guardDecision('/siteRegister', 1000)).toEqual({ action: 'home' });
    expect(guardDecision('/siteRegister', 1001)).toEqual({ action: 'home' });
  });
});
