// The staff console in the browser journeys: the administrators the e2e hall API starts with (made by
// `npm run staff -- create` in e2e/support/serve.ts), and the authenticator's codes a phone app would show.
import { codeAt } from '../../hall/services/staff/totp';

/**
 * One administrator per Playwright project, so each width (and the late project) enrols its own authenticator; and
 * one each for the public-welfare journey (it opens its round in the console), the door's, the counter's and the content editor's.
 */
export const E2E_ADMINS = {
  desktop: { username: 'e2e.admin', name: '值班经理' },
  phone: { username: 'e2e.admin.phone', name: '值班主管' },
  late: { username: 'e2e.admin.late', name: '值班编辑' },
  welfare: { username: 'e2e.admin.welfare', name: '票务主管' },
  door: { username: 'e2e.admin.door', name: '前场主管' },
  counter: { username: 'e2e.admin.counter', name: '服务台主管' },
  content: { username: 'e2e.admin.content', name: '内容主管' },
  rental: { username: 'e2e.admin.rental', name: '场地运营主管' },
  rentalPhone: { username: 'e2e.admin.rental.phone', name: '场地运营专员' },
  letters: { username: 'e2e.admin.letters', name: '客服主管' },
  waitingPhone: { username: 'e2e.admin.waiting.phone', name: '票务专员' },
  waitingDesktop: { username: 'e2e.admin.waiting.desktop', name: '票务助理' },
  roomPhone: { username: 'e2e.admin.room.phone', name: '开票专员' },
  roomDesktop: { username: 'e2e.admin.room.desktop', name: '开票助理' },
} as const;
export const E2E_STAFF_PASSWORD = 'Console2026';

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps from now (each step is accepted once). */
export const totpCode = (secret: string, stepsAhead = 0) => codeAt(secret, Date.now() + stepsAhead * 30_000);
