/** One question of a FAQ entry (spec §3): its subtitle, its answer, and whether it starts open. */
export interface FaqProblem {
  subtitle: string;
  content: string;
  open: boolean;
  /** A screen of the app the answer points to (the privacy policy, customer service). */
  link?: { path: string; label: string };
}

/** A FAQ entry (spec §3): a title and its problems. `id` is the same in every language. */
export interface FaqEntry {
  id: string;
  title: string;
  problems: FaqProblem[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A legal or informative text as the borrower reads it. `version` names the exact wording: the
 * edition date plus a fingerprint of the text, so a change of wording or of a product's figures
 * that the text quotes gives a new version (docs/decisions/021-legal-texts-and-help.md).
 */
export interface LegalDocument {
  title: string;
  version: string;
  /** The day this edition took effect, `YYYY-MM-DD`. */
  effective: string;
  sections: LegalSection[];
}
