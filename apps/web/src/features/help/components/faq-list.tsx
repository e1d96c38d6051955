import type { FaqEntry } from '@puente/domain/content';
import { Link } from 'react-router';

/**
 * The FAQ entries, each a titled group of questions that open and close (native details/summary:
 * keyboard and screen readers work without script). Problems flagged `open` start open.
 */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="help-faq">
      {entries.map((entry) => (
        <section key={entry.id} className="ui-card help-faq-entry" aria-labelledby={`faq-${entry.id}`}>
          <h2 id={`faq-${entry.id}`} className="ui-card-title">
            {entry.title}
          </h2>
          {entry.problems.map((problem) => (
            <details key={problem.subtitle} className="help-faq-problem" open={problem.open}>
              <summary>{problem.subtitle}</summary>
              <p>{problem.content}</p>
              {problem.link ? (
                <Link className="help-inline-link" to={problem.link.path}>
                  {problem.link.label}
                </Link>
              ) : null}
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
