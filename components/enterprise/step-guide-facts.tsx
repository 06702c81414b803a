/** A step of a venue-rental project as the guide tells it: what happens, who acts, roughly when (enterprise.projects.guide). */
export type StepGuide = { what: string; who: string; when: string };

/** The three lines of a step's guide, labelled; shared by the nine-step guide and a step page not reached yet. */
export function StepGuideFacts({ guide, labels }: { guide: StepGuide; labels: StepGuide }) {
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
      {(['what', 'who', 'when'] as const).map((key) => (
        <div key={key} className="contents">
          <dt className="text-muted">{labels[key]}</dt>
          <dd className="mb-1.5 sm:mb-0" data-testid={`step-guide-${key}`}>
            {guide[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
