/**
 * The preview iframe's `sandbox` flags: scripts (its own runtime) and popups (external links open
 * in a new window, outside the sandbox). Never the flag that would give it the app's origin: the
 * preview must not reach the app's storage or DOM.
 */
export const PREVIEW_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
