// One card of the Settings page: a region named by its heading, with the card's own action beside it.
import { useId } from "react";

interface SettingsCardProps {
  title: string;
  /** Beside the heading; left out while the card has nothing to offer there (Personal Details while editing). */
  action?: React.ReactNode;
  children: React.ReactNode;
}

export function SettingsCard({ title, action, children }: SettingsCardProps) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex items-center justify-between">
        <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
