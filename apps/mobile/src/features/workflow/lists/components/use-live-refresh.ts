import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '../../../../app/layouts/live-stream';
import { onLiveEvent } from '../../../../lib/live-events';
import { invalidateWorkflow } from '../api/paged';

/**
 * Stream events after which tasks or notices may have changed: a new inner message (a task, an urge, a
 * copy-to…), a task event, or the stream (re)opening with another unread count than the screen had (what came
 * while it was closed; the stream passes `ready` on only then).
 */
const REFRESHING = new Set(['innermsg', 'task', 'ready']);

/**
 * Keeps the workflow lists and counts live while a list is on screen: the stream stays open (these screens are
 * outside the tab frame that otherwise holds it) and each new message or task fetches the lists again, without a
 * reload and without moving what is on screen.
 */
export function useLiveRefresh(): void {
  const client = useQueryClient();
  useLiveStream();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (REFRESHING.has(event.type)) void invalidateWorkflow(client);
      }),
    [client],
  );
}
