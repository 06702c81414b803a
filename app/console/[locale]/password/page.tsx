import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { StaffPasswordForm } from '@/components/console/staff-password-form';

export const generateMetadata = consoleMetadata('password');

/** /console/password: one's own password; other sessions end. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="password">
      <StaffPasswordForm />
    </ConsoleScreen>
  );
}
