// The station letter a renter gets when the hall (or the system, for a payment or a lapsed option) moves their
// project: what happened and what is theirs to do next, in both languages like every letter.
// Keyed by the moves of services/enterprise/flow.ts the hall or the system makes (a test checks every one has its letter).
type Letter = { title: string; enTitle: string; body: string; enBody: string };

export const LETTERS: Record<string, [title: string, enTitle: string, next: string, enNext: string]> = {
  offer: [
    '场馆已答复您的咨询',
    'The hall has answered your consultation',
    '请在「意向预订」中查看报价与场地保留并确认。',
    'See the quote and the hold on “Intention reservation”, and accept it there.',
  ],
  holdExpired: [
    '场地保留已到期',
    'The hold on the hall has lapsed',
    '场馆将重新安排并与您联系。',
    'The hall will look at the dates again and be in touch.',
  ],
  depositPaid: [
    '定金已收到',
    'Your deposit was received',
    '场地已确定预订，场馆将上传合同供您签署。',
    'The booking is definite; the hall will upload the contract for you to sign.',
  ],
  confirmReceipt: [
    '定金转账已确认',
    'Your deposit transfer was confirmed',
    '场地已确定预订，场馆将上传合同供您签署。',
    'The booking is definite; the hall will upload the contract for you to sign.',
  ],
  refuseReceipt: [
    '未能确认定金转账',
    'Your deposit transfer was not found',
    '请在「支付定金」中重新支付或上传回单。',
    'Pay again or send another receipt on “Pay deposit”.',
  ],
  uploadContract: [
    '合同待签署',
    'A contract is ready to sign',
    '请在「签署合同」中阅读并签署当前版本。',
    'Read and sign the current version on “Sign contract”.',
  ],
  countersign: [
    '合同已会签',
    'The hall countersigned the contract',
    '请在「合同付款」中按期支付各期款项。',
    'Pay the instalments by their dates on “Contract payment”.',
  ],
  instalmentPaid: [
    '合同款已收到',
    'An instalment was received',
    '其余各期请按期支付。',
    'Please pay the remaining instalments by their dates.',
  ],
  contractPaid: [
    '合同款已付清',
    'The contract is paid in full',
    '请在「票务」中提交演出与票价信息。',
    'Send the performance, its sessions and prices on “Ticketing”.',
  ],
  contractPaidUnticketed: [
    '合同款已付清',
    'The contract is paid in full',
    '如有变更或技术需求，请在「项目协调」中提出。',
    'Ask for changes or send riders on “Coordination”.',
  ],
  approveTicketing: [
    '票务已审核上线',
    'Your performance is on sale',
    '可在「票务」中查看实时售票情况。',
    'Follow its sales on “Ticketing”.',
  ],
  returnTicketing: [
    '票务信息需修改',
    'Ticketing needs changes',
    '请按场馆意见修改后重新提交。',
    'Change it as the hall asks and send it again.',
  ],
  answerChange: ['变更申请已答复', 'The hall answered your request', '请在「项目协调」中查看答复。', 'See the answer on “Coordination”.'],
  closeCoordination: [
    '项目协调已完成',
    'Coordination is closed',
    '场馆将安排进场、彩排、演出与撤场日程。',
    'The hall will set the schedule of load-in, rehearsal, show and tear-down.',
  ],
  setSchedule: [
    '执行日程待确认',
    'The schedule is ready to confirm',
    '请在「项目执行」中核对并确认日程。',
    'Check and confirm it on “Implementation”.',
  ],
  issueStatement: [
    '结算单待确认',
    'The settlement statement is ready',
    '请在「项目结算」中核对并确认，或说明疑问。',
    'Check it on “Settlement” and confirm it, or say what is wrong.',
  ],
  closeSettlement: [
    '项目已结算',
    'The project is settled',
    '结算单可在「项目结算」中下载。感谢您选择本馆。',
    'Download the statement on “Settlement”. Thank you for choosing the hall.',
  ],
  reject: [
    '项目未获通过',
    'The hall declined your project',
    '如有疑问请联系场馆运营部。',
    'For questions, please contact Venue Operations.',
  ],
};

/** The letter for a move the hall or the system made, or null for the renter's own moves. */
export function projectLetter(move: string, project: string, note: string | null): Letter | null {
  if (!Object.hasOwn(LETTERS, move)) return null;
  const letter = LETTERS[move];
  const [title, enTitle, next, enNext] = letter;
  const said = note?.replace(/[。.！!]+$/, '');
  return {
    title: `${title}：${project}`,
    enTitle: `${enTitle}: ${project}`,
    body: [`项目「${project}」：${title}。`, said && `场馆说明：${said}。`, next].filter(Boolean).join(''),
    enBody: [`${enTitle} (${project}).`, said && `The hall’s note: ${said}.`, enNext].filter(Boolean).join(' '),
  };
}
