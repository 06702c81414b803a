'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { getLoginType } from '@/lib/client/storage';
import { LOGIN_EVENT } from '@/lib/client/login-events';
import { LoginType } from '@/lib/contract/codes';
import { useUnreadLetters } from '@/lib/hooks/use-unread-letters';

const subscribe = (onChange: () => void) => {
  window.addEventListener(LOGIN_EVENT, onChange);
  return () => window.removeEventListener(LOGIN_EVENT, onChange);
};

/** The unread count beside the messages entry of the member menu; nothing for visitors who are not members. */
export function UnreadBadge() {
  const t = useTranslations('member.letters');
  const member = useSyncExternalStore(
    subscribe,
    () => getLoginType() === LoginType.member,
    () => false,
  );
  const { data } = useUnreadLetters(member);
  if (!data?.unread) return null;
  // `relative` keeps the sr-only text inside the badge: in the phone's scrolling menu row an absolutely placed
  // span would otherwise escape the row and widen the page (and push centred dialogs off screen).
  return (
    <span className="bg-brand relative min-w-5 rounded-full px-1.5 text-center text-xs leading-5 text-white" data-testid="member-unread">
      <span aria-hidden="true">{data.unread > 99 ? '99+' : data.unread}</span>
      <span className="sr-only">{t('unread', { count: data.unread })}</span>
    </span>
  );
}
