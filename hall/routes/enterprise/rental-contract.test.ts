// Venue rental, the contract and its payment: versions uploaded by the rental staff (PDFs, each with
// its SHA-256), the renter signing the current version by typed name and a texted code (a stale version, a wrong
// code, another's phone refused), a new version voiding a signature, the countersignature setting instalments
// that must make up the balance, and the instalments paid online until the project moves on.
import { eq } from 'drizzle-orm';
import { Code } from '@/lib/contract/codes';
import { projectStep } from '@/lib/contract/enterprise-project';
import { projectMoved } from '@/lib/contract/rental';
import { sandboxTrades } from '../../db/schema';
import { slideTicket } from '../../test/accounts';
import { errorText, expectError, expectOk } from '../../test/expect';
import { startHall, type Hall } from '../../test/harness';
import { call } from '../../test/members';
import { hallIdOf, newRenter, projectAtContract, signingCode, uploadContractVersion, type Renter } from '../../test/rental';
import { newStaff, staffCall, type TestStaff } from '../../test/staff';

let hall: Hall;
let staff: TestStaff;
let smallHall: number;
beforeAll(async () => {
  hall = await startHall();
  staff = await newStaff(hall.app, hall.db, ['rental']);
  smallHall = await hallIdOf(hall.db, 'small');
}, 60_000);
afterAll(() => hall?.close());

const put = (r: Renter, verb: string, body: object) =>
  call(hall.app, 'PUT', `/api/enterpriseprojectrent/${verb}`, { token: r.token, body });
const stepOf = async (r: Renter, id: number, process: string) =>
  expectOk(await call(hall.app, 'GET', `/api/enterpriseprojectrent/${id}/${process}/detail`, { token: r.token }), projectStep);
const countersign = (projectId: number, instalments: object[]) =>
  staffCall(hall.app, 'POST', `/api/staff/rental/projects/${projectId}/countersign`, {
    token: staff.token,
    body: { name: '场地运营部 陈主任', instalments },
  });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the contract', () => {
  it('version 2 replaces version 1; the renter signs version 2; the hall countersigns with instalments making up the balance', async () => {
    const r = await newRenter(hall.db);
    const projectId = await projectAtContract(hall.app, staff, r, 220, smallHall);
    // Not a PDF: refused, nothing moves.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 1]);
    const refused = await hall.app.inject({
      method: 'POST',
      url: `/api/staff/rental/projects/${projectId}/contract?name=contract.pdf`,
      payload: png,
      headers: { staff_token: staff.token, 'content-type': 'application/pdf' },
    });
    expect(refused.json()).toMatchObject({ code: Code.badRequest, subMsg: errorText('contractPdfOnly') });
    const v1 = await uploadContractVersion(hall.app, staff, projectId, 1);
    const v2 = await uploadContractVersion(hall.app, staff, projectId, 2);
    const step = await stepOf(r, projectId, 'contract');
    expect(step.project).toMatchObject({ process: 'contract', status: 'draft' });
    const versions = step.files.filter((f) => f.kind === 'contract');
    expect(versions.map((f) => f.id)).toEqual([v1, v2]);
    expect(versions[0].sha256).not.toBe(versions[1].sha256);

    const code = await signingCode(hall.app, hall.db, r);
    // The version read must be the current one, and the code the one texted.
    expectError(
      await put(r, 'protocolsign', { id: projectId, fileId: v1, name: '王经理', code }),
      Code.badRequest,
      400,
      errorText('contractVersionStale'),
    );
    expectError(
      await put(r, 'protocolsign', { id: projectId, fileId: v2, name: '王经理', code: code === '000000' ? '111111' : '000000' }),
      Code.badRequest,
      400,
      errorText('wrongCode'),
    );
    expectOk(await put(r, 'protocolsign', { id: projectId, fileId: v2, name: '王经理', code }), projectMoved);
    const signed = await stepOf(r, projectId, 'contract');
    expect(signed.project.status).toBe('submitted');
    expect(signed.signatures).toEqual([
      expect.objectContaining({
        fileId: v2,
        sha256: versions[1].sha256,
        party: 'renter',
        signerName: '王经理',
        phone: r.phone,
        voided: false,
      }),
    ]);

    // The balance is the contract (¥80,000) less the deposit (¥20,000), its money grouped as everywhere else.
    const short = await countersign(projectId, [{ amountFen: 5_000_000, dueAt: day(10) }]);
    expectError(short, Code.badRequest, 400, '各期合同款合计应为 ¥60,000（合同金额减定金）');
    expectOk(
      await countersign(projectId, [
        { amountFen: 4_000_000, dueAt: day(10) },
        { amountFen: 2_000_000, dueAt: day(40) },
      ]),
      projectMoved,
    );
    const paying = await stepOf(r, projectId, 'contract_payment');
    expect(paying.project).toMatchObject({ process: 'contract_payment', status: 'draft' });
    expect(paying.payments.filter((p) => p.kind === 'instalment').map((p) => [p.seq, p.amountFen, p.paidAt])).toEqual([
      [1, 4_000_000, null],
      [2, 2_000_000, null],
    ]);
    expect(paying.signatures.map((s) => s.party)).toEqual(['renter', 'staff']);
  });

  it('a new version after the renter signed voids the signature: the renter signs again, the hall cannot countersign meanwhile', async () => {
    const r = await newRenter(hall.db);
    const projectId = await projectAtContract(hall.app, staff, r, 230, smallHall);
    const v1 = await uploadContractVersion(hall.app, staff, projectId, 1);
    expectOk(
      await put(r, 'protocolsign', { id: projectId, fileId: v1, name: '王经理', code: await signingCode(hall.app, hall.db, r) }),
      projectMoved,
    );
    const v2 = await uploadContractVersion(hall.app, staff, projectId, 2);
    const step = await stepOf(r, projectId, 'contract');
    expect(step.project.status).toBe('draft');
    expect(step.signatures).toEqual([expect.objectContaining({ fileId: v1, voided: true })]);
    expectError(
      await countersign(projectId, [{ amountFen: 6_000_000, dueAt: day(10) }]),
      Code.badRequest,
      400,
      errorText('projectWrongStep'),
    );
    expectOk(
      await put(r, 'protocolsign', { id: projectId, fileId: v2, name: '王经理', code: await signingCode(hall.app, hall.db, r) }),
      projectMoved,
    );
    expectOk(await countersign(projectId, [{ amountFen: 6_000_000, dueAt: day(10) }]), projectMoved);
  });

  it('a signing code goes only to the logged-in renter’s own phone', async () => {
    const [r, other] = [await newRenter(hall.db), await newRenter(hall.db)];
    const send = (token: string | undefined, phone: string) =>
      call(hall.app, 'POST', '/api/enterpriseuser/send_code', {
        token,
        body: { phone, codeType: 'SIGN', ticket: '' },
        headers: { 'x-forwarded-for': '10.1.2.3' },
      });
    const ticketed = async (token: string | undefined, phone: string) =>
      call(hall.app, 'POST', '/api/enterpriseuser/send_code', {
        token,
        body: { phone, codeType: 'SIGN', ticket: await slideTicket(hall.app, hall.db, 'enterprise') },
        headers: { 'x-forwarded-for': '10.1.2.4' },
      });
    expect((await send(r.token, r.phone)).body.code).toBe(Code.badRequest);
    expectError(await ticketed(r.token, other.phone), Code.badRequest, 400, errorText('signOwnPhone'));
    expectError(await ticketed(undefined, r.phone), Code.unauthorized, 401, errorText('loginRequired'));
  });
});

describe('the contract payment', () => {
  it('each instalment is paid online in the sandbox; the last one moves an unticketed event on to coordination', async () => {
    const r = await newRenter(hall.db);
    const projectId = await projectAtContract(hall.app, staff, r, 240, smallHall);
    const v1 = await uploadContractVersion(hall.app, staff, projectId, 1);
    expectOk(
      await put(r, 'protocolsign', { id: projectId, fileId: v1, name: '王经理', code: await signingCode(hall.app, hall.db, r) }),
      projectMoved,
    );
    expectOk(
      await countersign(projectId, [
        { amountFen: 4_000_000, dueAt: day(10) },
        { amountFen: 2_000_000, dueAt: day(40) },
      ]),
      projectMoved,
    );
    const instalments = (await stepOf(r, projectId, 'contract_payment')).payments.filter((p) => p.kind === 'instalment');

    const payOne = async (paymentId: number) => {
      const started = await put(r, 'protocolpay', { id: projectId, paymentId, channel: 'alipay_page' });
      expect(started.body.code).toBe(20000);
      const tradeNo = decodeURIComponent(started.body.data.url.split('/').pop());
      const [trade] = await hall.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
      const paid = await hall.app.inject({ method: 'POST', url: `/api/dev/cashier/${trade.tradeNo}/pay` });
      expect(paid.headers.location).toContain(`/contractPayment?id=${projectId}`);
    };
    await payOne(instalments[0].id);
    expect((await stepOf(r, projectId, 'contract_payment')).project).toMatchObject({ process: 'contract_payment', status: 'draft' });
    expectError(
      await put(r, 'protocolpay', { id: projectId, paymentId: instalments[0].id, channel: 'alipay_page' }),
      Code.badRequest,
      400,
      errorText('instalmentNotDue'),
    );
    await payOne(instalments[1].id);
    const after = await stepOf(r, projectId, 'coordination');
    expect(after.project).toMatchObject({ process: 'coordination', status: 'draft' });
    expect(after.payments.every((p) => p.paidAt !== null)).toBe(true);
    expect(after.events.slice(-2).map((e) => e.action)).toEqual(['instalmentPaid', 'contractPaidUnticketed']);
  });
});
