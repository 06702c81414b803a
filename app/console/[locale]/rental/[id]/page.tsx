import { notFound } from 'next/navigation';
import { id as idSchema } from '@/lib/contract/common';
import { ConsoleScreen, consoleMetadata } from '@/components/console/console-screen';
import { RentalProject } from '@/components/console/rental/rental-project';

export const generateMetadata = consoleMetadata('rental');

/** /console/rental/:id (rental): one enterprise project whole, and the hall's moves at its step. */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const parsed = idSchema.safeParse((await params).id);
  if (!parsed.success) notFound();
  return (
    <ConsoleScreen params={params} area="rental" heading="projectTitle">
      <RentalProject id={parsed.data} />
    </ConsoleScreen>
  );
}
