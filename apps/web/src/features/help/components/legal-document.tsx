import { formatDate } from '@puente/domain';
import type { LegalDocument } from '@puente/domain/content';
import type { ReactNode } from 'react';
import { useHelpI18n } from '../../../i18n/help/use-help-i18n.ts';
import { getAppIdentity } from '../../../lib/app-identity.ts';

/**
 * A legal or informative text on a phone: its version and date, then each section's heading and
 * paragraphs. `showVersion` is off for About us, which commits to nothing a version would record.
 */
export function LegalDocumentView({
  document,
  showVersion = true,
  children,
}: {
  document: LegalDocument;
  showVersion?: boolean;
  children?: ReactNode;
}) {
  const { t, language } = useHelpI18n();
  const { market } = getAppIdentity();
  return (
    <article className="ui-screen help-document" lang={language}>
      {showVersion ? (
        <p className="ui-muted help-version">
          {t('help.version', {
            version: document.version,
            date: formatDate(document.effective, market.id, language),
          })}
        </p>
      ) : null}
      {document.sections.map((section) => (
        <section key={section.heading} className="ui-card help-section">
          <h2 className="ui-card-title">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
