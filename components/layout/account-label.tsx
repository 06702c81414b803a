'use client';

/**
 * The words beside the header's account icon (log in, the member's or renter's menu): shown from lg, where the
 * burger leaves room. In English, where the main menu sits in the row from xl (at most 1280 px wide) and English
 * words run wider, they stay with the icon as its spoken name only, so the menu fits beside them.
 */
export function AccountLabel({ label, en }: { label: string; en: boolean }) {
  return (
    <>
      <span className={`hidden lg:inline ${en ? 'xl:hidden' : ''}`}>{label}</span>
      <span className={`sr-only lg:hidden ${en ? 'xl:inline' : ''}`}>{label}</span>
    </>
  );
}
