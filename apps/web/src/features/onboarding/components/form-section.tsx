import type { ReactNode } from 'react';

/** A card of related fields with its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ob-card" aria-labelledby={`${id}-title`}>
      <h2 className="ob-section-title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
