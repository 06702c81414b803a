import { ConsoleScreen, consoleMetadata, type ConsolePageProps } from '@/components/console/console-screen';
import { FeedbackInbox } from '@/components/console/feedback/feedback-inbox';

export const generateMetadata = consoleMetadata('feedback');

/** /console/feedback (box office): messages from visitors and members, answered once. */
export default function Page({ params }: ConsolePageProps) {
  return (
    <ConsoleScreen params={params} area="feedback" intro>
      <FeedbackInbox />
    </ConsoleScreen>
  );
}
