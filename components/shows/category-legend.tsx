/** The colours of the calendars: performances and activities (their labels from the `calendar` messages of the caller). */
export function CategoryLegend({ performance, activity, className = '' }: { performance: string; activity: string; className?: string }) {
  return (
    <p className={`text-muted flex gap-4 text-xs ${className}`}>
      <span className="flex items-center gap-1">
        <span className="bg-perf h-2 w-2 rounded-full" /> {performance}
      </span>
      <span className="flex items-center gap-1">
        <span className="bg-activity h-2 w-2 rounded-full" /> {activity}
      </span>
    </p>
  );
}
