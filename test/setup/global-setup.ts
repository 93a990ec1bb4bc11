import { existsSync } from 'node:fs';

// Browser tests need the system Chromium; fail loudly instead of skipping when it is missing.
export default function setup(): void {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium found at ${path}. Install it with 'apt-get update && apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.`);
  }
}
