import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { StaffAccounts } from '@/components/console/staff-accounts';

export const generateMetadata = consoleMetadata('accounts');

/** /console/accounts (administrator): the staff accounts, new ones, roles, deactivation, password and authenticator resets. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="accounts">
      {(staff) => <StaffAccounts selfId={staff.id} />}
    </ConsoleScreen>
  );
}
