/**
 * The signed-in user's live stream for screens outside the tab frame (the frame keeps it open on its own
 * screens); what it reports reaches `onLiveEvent` of lib/live-events.
 */
export { useUnreadStream as useLiveStream } from '../../features/messages/api/unread';
