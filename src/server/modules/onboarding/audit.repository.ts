// SQL of the audit rows every step of becoming an advisor writes (docs/product.md#becoming-an-advisor).
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/accounts';

export async function insertAudit(
  db: Db,
  row: { actorId: string | null; subjectId: string | null; action: string; detail: string },
): Promise<void> {
  await db.insert(auditLog).values(row);
}
