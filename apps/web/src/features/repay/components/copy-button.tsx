import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useRepayI18n } from '../../../i18n/repay/use-repay-i18n.ts';

type CopyResult = 'copied' | 'failed' | undefined;

/**
 * Copies `value` to the clipboard and says whether it worked (spec §8: "Copied", "Copy failed"),
 * in a status region so a screen reader announces it.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useRepayI18n();
  const [result, setResult] = useState<CopyResult>();

  async function copy() {
    setResult(undefined);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  }

  return (
    <div className="rp-copy">
      <Button color="primary" fill="outline" shape="rounded" onClick={() => void copy()}>
        {label}
      </Button>
      <p role="status" className={result === 'failed' ? 'rp-copy-result rp-error' : 'rp-copy-result'}>
        {result === 'copied' ? t('stp.copied') : result === 'failed' ? t('stp.copyFailed') : ''}
      </p>
    </div>
  );
}
