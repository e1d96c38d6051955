import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** antd's preset tag colours draw 3.4:1 text; these keep each hue at 4.5:1 or more (axe). */
const TONES = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  blue: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  gold: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  red: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  grey: { color: '#434343', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export type Tone = keyof typeof TONES;

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
