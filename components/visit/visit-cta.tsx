'use client';

import type { ReactNode } from 'react';
import { LoginType } from '@/lib/contract/codes';
import { useLogin } from '@/lib/hooks/use-login';

/**
 * The booking calls to action. A visitor who is not signed in as a member is told first that booking needs a
 * member account (on phones the box comes before the text and the form); a signed-in member is not told, and on
 * phones the box moves after the form, where it leads back to the booking or on to a group visit. Until the
 * session is known the sentence waits, so a member never sees it flash.
 */
export function VisitCta({ lead, children }: { lead: string; children: ReactNode }) {
  const { loginType, known } = useLogin();
  const member = loginType === LoginType.member;
  return (
    <div
      className={`bg-ink space-y-3 rounded p-5 text-white lg:order-none ${member ? 'order-last' : 'order-first'}`}
      data-testid="visit-cta"
      data-member={member || undefined}
    >
      {known && !member && (
        <p className="text-sm text-white/75" data-testid="visit-login-needed">
          {lead}
        </p>
      )}
      {children}
    </div>
  );
}
