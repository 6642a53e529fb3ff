import type { InnermsgReceiverRow } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /innermsg/messageReceiver/v1/get?id: the message with its content; reading it marks it read. */
export async function getMessage(id: string): Promise<InnermsgReceiverRow | null> {
  const { value } = await apiGet<InnermsgReceiverRow>(
    '/innermsg/messageReceiver/v1/get',
    { id },
    { silent: true },
  );
  return value ?? null;
}
