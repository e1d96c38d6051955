import type { IdentityStatus, OcrFields } from '@puente/domain';
import { useRef, useState } from 'react';
import { readIdCard } from '../api/read-id-card.ts';

/** Which back and front a reading is of: it counts only while those very photos are on file. */
export function photosKey(status: IdentityStatus): string | null {
  const { back, front } = status;
  return back && front ? `${back.uploadedAt}/${back.bytes}|${front.uploadedAt}/${front.bytes}` : null;
}

/**
 * The reading of the ID (POST /user/curp/ocr, 5–10 s at a real provider). The screen starts it as
 * soon as both sides are on file, so it runs while the borrower takes the face photo; "Verify"
 * then waits for that same reading instead of asking again. Keeps what was read, for as long as
 * the photos it was read from are the ones on file.
 */
export function useIdCardReading(status: IdentityStatus, onStatus: (status: IdentityStatus) => void) {
  const latest = useRef(status);
  latest.current = status;
  const inFlight = useRef<{ key: string; promise: Promise<OcrFields> } | null>(null);
  const [done, setDone] = useState<{ key: string; read: OcrFields } | null>(null);
  const [reading, setReading] = useState(false);

  function readCard(key: string): Promise<OcrFields> {
    if (inFlight.current?.key === key) return inFlight.current.promise;
    setReading(true);
    const promise = readIdCard().then(({ data }) => {
      // An answer about photos replaced meanwhile would show the old ones again.
      if (photosKey(latest.current) === key) onStatus(data.status);
      setDone({ key, read: data.read });
      return data.read;
    });
    inFlight.current = { key, promise };
    const settle = () => {
      if (inFlight.current?.promise !== promise) return;
      inFlight.current = null;
      setReading(false);
    };
    promise.then(settle, settle);
    return promise;
  }

  const key = photosKey(status);
  const read = done && key !== null && done.key === key ? done.read : null;
  return { read, reading, readCard };
}
