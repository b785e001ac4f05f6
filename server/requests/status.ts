import type { Channel, RequestStatus, RequestStore, StoredRequest } from './store.ts';

/**
 * Changes a request's status, as `npm run requests -- --mark` and the back office do: marking it spam cancels
 * what it has not sent yet; marking a spam request new gives it the notifications a new request gets on this
 * host (`channels`), so it is sent. Undefined when there is no such request.
 */
export async function changeRequestStatus(
  store: RequestStore,
  id: string,
  status: RequestStatus,
  channels: (fields: StoredRequest['fields']) => Channel[],
): Promise<{ request: StoredRequest; previous: RequestStatus } | undefined> {
  const request = await store.get(id);
  if (!request) return undefined;
  await store.setStatus(id, status, channels(request.fields));
  return { request: { ...request, status }, previous: request.status };
}
