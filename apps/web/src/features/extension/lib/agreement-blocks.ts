/** One piece of an agreement as a phone shows it. */
export interface AgreementBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/** A numbered section title ("2. Payments") or a line in capitals ("LOAN RENEWAL AGREEMENT PU123"). */
function isHeading(line: string): boolean {
  if (/^\d+\.\s+\S/.test(line) && line.length <= 80 && !/[.:;]$/.test(line)) return true;
  return /^\p{Lu}[\p{Lu}\d\s,.()&-]*$/u.test(line);
}

/**
 * The service writes agreements as plain text (agreement-text.ts): sections apart by a blank line,
 * each opening with its numbered title, one sentence or clause per line. Here each title becomes a
 * heading and every other line a paragraph of its own, so the text reads on a 390 px screen and a
 * screen reader can jump from section to section; nothing is dropped or reworded.
 */
export function agreementBlocks(text: string): AgreementBlock[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ kind: isHeading(line) ? 'heading' : 'paragraph', text: line }));
}
