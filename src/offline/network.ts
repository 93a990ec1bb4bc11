/** What the UI says when something that needs the network (clone, push, pull, an API request, a remote OpenAPI file) is tried without it. */
export const offlineMessage = 'You are offline. Quire itself works without a network, but cloning, pushing, pulling, API requests and remote OpenAPI files need one; try again once you are back online.';

/** Whether the browser says it is online (`navigator.onLine`; true where there is no such thing). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
