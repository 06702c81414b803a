import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { PackageSwitches } from '@/components/console/packages/package-switches';
import { PackageCardList } from '@/components/console/packages/package-card-list';

export const generateMetadata = consoleMetadata('packages');

/** /console/packages (content): the public switches of the package and welfare features, and the package cards. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="packages" intro>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <PackageSwitches />
        <PackageCardList />
      </div>
    </ConsoleScreen>
  );
}
