// The venue-rental projects of the logged-in enterprise and one step of each.
import { eq } from 'drizzle-orm';
import { Code, SubCode } from '@/lib/contract/codes';
import { enterpriseProjectList, projectStep } from '@/lib/contract/enterprise-project';
import { enterpriseProjects, enterpriseUsers } from '../../db/schema';
import { issueToken } from '../../services/accounts/access-tokens';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call, freshPhone, newMember } from '../../test/members';

let hall: Hall;
let demo: string;
let other: { id: number; token: string };
beforeAll(async () => {
  hall = await startHall();
  const [user] = await hall.db.select({ id: enterpriseUsers.id }).from(enterpriseUsers).where(eq(enterpriseUsers.phone, '13900000001'));
  demo = (await issueToken(hall.db, { enterpriseUserId: user.id })).token;
  const [row] = await hall.db
    .insert(enterpriseUsers)
    .values({ phone: freshPhone(), passwordHash: 'x', companyName: '另一家公司' })
    .returning({ id: enterpriseUsers.id });
  other = { id: row.id, token: (await issueToken(hall.db, { enterpriseUserId: row.id })).token };
});
afterAll(() => hall?.close());

const list = async (token: string) =>
  expectOk(await call(hall.app, 'GET', '/api/enterpriseprojectrent/detail', { token }), enterpriseProjectList);
const step = (token: string | undefined, id: number | string, process: string) =>
  call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token });

/** §6/§8 like the other enterprise calls: none is 40003, a member token 40005 + 20006. */
async function expectEnterpriseOnly(url: string) {
  expectError(await call(hall.app, 'GET', url), Code.unauthorized, 401, errorText('loginRequired'));
  const member = await newMember(hall.db);
  const res = await call(hall.app, 'GET', url, { token: member.token });
  expectError(res, Code.forbidden, 403, errorText('enterpriseOnly'));
  expect(res.body.subCode).toBe(SubCode.enterpriseLoginNeeded);
}

describe('GET /api/enterpriseprojectrent/detail', () => {
  it("lists the demo enterprise's projects newest first, with their halls, steps and amounts", async () => {
    const projects = await list(demo);
    expect(projects.map((p) => [p.name, p.hall?.code, p.process, p.status])).toEqual([
      ['星海品牌发布会暨室内乐沙龙', 'small', 'intention', 'offered'],
      ['滨江之夜·企业答谢音乐会', 'main', 'contract_payment', 'draft'],
      ['春日校友合唱专场', 'small', 'settlement', 'done'],
    ]);
    expect(projects[1]).toMatchObject({ depositFen: 3_000_000, contractFen: 18_000_000, hall: { name: expect.any(String) } });
    expect(projects[1].hall?.enName).toMatch(/Hall/);
    expect(Date.parse(projects[0].createdAt)).toBeGreaterThan(Date.parse(projects[1].createdAt));
    expect(Date.parse(projects[1].createdAt)).toBeGreaterThan(Date.parse(projects[2].createdAt));
  });

  it('shows each enterprise its own projects only; a project without a hall has none', async () => {
    expect(await list(other.token)).toEqual([]);
    await hall.db.insert(enterpriseProjects).values({ enterpriseUserId: other.id, name: '年会' });
    const [mine] = await list(other.token);
    expect(mine).toMatchObject({ name: '年会', hall: null, process: 'consultation', status: 'draft', depositFen: null });
    expect((await list(demo)).map((p) => p.name)).not.toContain('年会');
  });

  it('is for venue-rental logins only', () => expectEnterpriseOnly('/api/enterpriseprojectrent/detail'));
});

describe('GET /api/enterpriseprojectrent/:id/:process/detail', () => {
  const concert = async () => (await list(demo)).find((p) => p.process === 'contract_payment')!;

  it('answers a passed step with its saved form', async () => {
    const project = await concert();
    const res = expectOk(await step(demo, project.id, 'deposit'), projectStep);
    expect(res).toMatchObject({ project: { id: project.id }, process: 'deposit', state: 'done' });
    expect(res.form).toMatchObject({ amountFen: 3_000_000, payMethod: 'alipay' });
  });

  it('marks the step the project is at as current, and later steps as not reached, without a form', async () => {
    const project = await concert();
    expect(expectOk(await step(demo, project.id, 'contract_payment'), projectStep)).toMatchObject({
      state: 'current',
      form: { amountFen: 15_000_000 },
    });
    expect(expectOk(await step(demo, project.id, 'ticketing'), projectStep)).toMatchObject({ state: 'upcoming', form: null });
  });

  it('counts the last step done once the project is done, and keeps only plain values of a saved form', async () => {
    const [row] = await hall.db
      .insert(enterpriseProjects)
      .values({
        enterpriseUserId: other.id,
        name: '合唱比赛',
        process: 'settlement',
        status: 'done',
        steps: { settlement: { totalFen: 500_000, lines: [1, 2], extra: { a: 1 }, note: null }, ticketing: [] },
      })
      .returning({ id: enterpriseProjects.id });
    const settled = expectOk(await step(other.token, row.id, 'settlement'), projectStep);
    expect(settled).toMatchObject({ state: 'done', form: { totalFen: 500_000, note: null } });
    expect(Object.keys(settled.form!).sort()).toEqual(['note', 'totalFen']);
    expect(expectOk(await step(other.token, row.id, 'ticketing'), projectStep)).toMatchObject({ state: 'done', form: null });
  });

  it("refuses another enterprise's project and an unknown one with 40004", async () => {
    const project = await concert();
    expectError(await step(other.token, project.id, 'deposit'), Code.notFound, 404, errorText('notFound'));
    expectError(await step(demo, 2_000_000_000, 'deposit'), Code.notFound, 404, errorText('notFound'));
  });

  it('refuses an unknown step or a malformed id with 40000', async () => {
    const project = await concert();
    expectError(await step(demo, project.id, 'rehearsal'), Code.badRequest, 400);
    expectError(await step(demo, 'abc', 'deposit'), Code.badRequest, 400);
  });

  it('is for venue-rental logins only', async () =>
    expectEnterpriseOnly(`/api/enterpriseprojectrent/${(await concert()).id}/deposit/detail`));
});
