/** A piece of text that looks like a real credential. */
export interface SecretMatch {
  /** What it looks like, such as `GitHub token`. */
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

interface SecretPattern {
  readonly kind: string;
  readonly pattern: RegExp;
  /** Length of the fixed prefix, which the placeholder checks skip. */
  readonly prefix: RegExp;
}

const patterns: readonly SecretPattern[] = [
  { kind: 'AWS access key', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, prefix: /^(?:AKIA|ASIA)/ },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})\b/g, prefix: /^(?:gh[pousr]_|github_pat_)/ },
  { kind: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, prefix: /^xox[abprs]-/ },
  { kind: 'Stripe live key', pattern: /\b[rs]k_live_[A-Za-z0-9]{20,}\b/g, prefix: /^[rs]k_live_/ },
  { kind: 'OpenAI-style API key', pattern: /\bsk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\d\d-)?[A-Za-z0-9_-]{32,}/g, prefix: /^sk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\d\d-)?/ },
  { kind: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g, prefix: /^/ },
];

const privateKey = /-----BEGIN ((?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY( BLOCK)?-----/g;

// Words and shapes of example values: `sk-...`, `YOUR_API_KEY`, `<token>`, `xxxx`, `1234567890`.
const placeholder = /x{4,}|\.\.\.|…|\*{3,}|<|>|\{|\}|your|example|sample|placeholder|dummy|fake|redacted|replace|changeme|insert|secret_?key|api_?key|token_?here|0123456|1234567|abcdefg|qwerty/i;

// The signature of the sample token on jwt.io, printed in many docs.
const sampleJwtSignatures = ['SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'];

/**
 * Finds credentials in a text that look real: AWS, GitHub, Slack, Stripe live and OpenAI-style
 * keys, JWTs and private key blocks. Placeholders (`sk-...`, `YOUR_API_KEY`, `<token>`, `xxxx`,
 * long runs of one character, counting sequences) are not reported.
 */
export function findSecrets(text: string): SecretMatch[] {
  const found: SecretMatch[] = [];
  for (const { kind, pattern, prefix } of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const body = m[0].replace(prefix, '');
      if (looksLikePlaceholder(body)) continue;
      if (kind === 'JSON Web Token' && sampleJwtSignatures.some((s) => m?.[0].endsWith(s))) continue;
      found.push({ kind, start: m.index, end: m.index + m[0].length });
    }
  }
  privateKey.lastIndex = 0;
  for (let m = privateKey.exec(text); m; m = privateKey.exec(text)) {
    // A real key block carries base64 lines; `...` or a short stand-in does not.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 400);
    const bodyLine = /^\s*([A-Za-z0-9+/=]{40,})\s*$/m.exec(after);
    if (!bodyLine || looksLikePlaceholder(bodyLine[1] ?? '')) continue;
    found.push({ kind: 'private key', start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

function looksLikePlaceholder(body: string): boolean {
  if (placeholder.test(body)) return true;
  // Random keys use many different characters and mix letters with digits.
  if (new Set(body).size < Math.min(12, Math.ceil(body.length / 3))) return true;
  return !/[0-9]/.test(body) || !/[A-Za-z]/.test(body);
}
