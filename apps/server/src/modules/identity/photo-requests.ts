import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { identityPhotoRequests } from '../../db/schema.ts';
import type { ImageRow } from './identity-repository.ts';

/**
 * The newest request for new photos an operator made (decision 059), while it is still open: no
 * photo was uploaded since. The identity step shows its reason until then.
 */
export async function openPhotoRequest(
  db: Db,
  userId: string,
  images: ImageRow[],
): Promise<{ reason: string; askedAt: string } | undefined> {
  const [request] = await db
    .select({ reason: identityPhotoRequests.reason, askedAt: identityPhotoRequests.askedAt })
    .from(identityPhotoRequests)
    .where(eq(identityPhotoRequests.userId, userId))
    .orderBy(desc(identityPhotoRequests.askedAt), desc(identityPhotoRequests.id))
    .limit(1);
  if (!request) return undefined;
  if (images.some((image) => image.uploadedAt.getTime() > request.askedAt.getTime())) return undefined;
  return { reason: request.reason, askedAt: request.askedAt.toISOString() };
}
