'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import type { LoginMode } from '@/lib/client/login-events';
import { BindPanel } from './bind-panel';
import { CongratsPanel } from './congrats-panel';
import { LoginPanel } from './login-panel';
import { ProfilePanel } from './profile-panel';
import { RegisterPanel } from './register-panel';
import { ResetPanel } from './reset-panel';
import { RichPanel } from './rich-panel';

export type PersonalState = { mode: LoginMode; bindTicket?: string } | null;

const TITLES = [
  'title',
  'resetTitle',
  'registerTitle',
  'bindTitle',
  'congratsTitle',
  'profileTitle',
  'noticeTitle',
  'benefitsTitle',
] as const;

/**
 * The personal login overlay and its eight modes (§2). The login and sign-up forms stay mounted, hidden, while
 * their rich texts (7 and 6) are read, so what was typed is still there on the way back.
 */
export function PersonalOverlay(props: {
  state: PersonalState;
  go: (mode: LoginMode) => void;
  close: () => void;
  toEnterprise: () => void;
}) {
  const t = useTranslations('login');
  const mode = props.state?.mode ?? 0;
  const panel = { go: props.go, close: props.close };
  // §4: the close buttons of reset (1) and sign-up (2) lead back to the login.
  const onClose = () => (mode === 1 || mode === 2 ? props.go(0) : props.close());
  return (
    <Dialog
      open={props.state !== null}
      onClose={onClose}
      label={t(TITLES[mode])}
      closeLabel={t('close')}
      variant="center"
      narrow
      testId="login-overlay"
    >
      {(mode === 0 || mode === 7) && (
        <div hidden={mode === 7}>
          <LoginPanel {...panel} toEnterprise={props.toEnterprise} />
        </div>
      )}
      {mode === 7 && <RichPanel {...panel} kind="benefits" />}
      {mode === 1 && <ResetPanel {...panel} />}
      {(mode === 2 || mode === 6) && (
        <div hidden={mode === 6}>
          <RegisterPanel {...panel} />
        </div>
      )}
      {mode === 6 && <RichPanel {...panel} kind="notice" />}
      {mode === 3 && <BindPanel {...panel} bindTicket={props.state?.bindTicket} />}
      {mode === 4 && <CongratsPanel {...panel} />}
      {mode === 5 && <ProfilePanel {...panel} />}
    </Dialog>
  );
}
