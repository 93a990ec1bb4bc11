import { describe, expect, it } from 'vitest';
import { findSecrets, lintPage } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

// Built from parts so this file does not itself look like it holds credentials.
const aws = 'AKIA' + 'Z3MQ7RL5TX2VN8PQ';
const github = 'ghp_' + 'a8Kd93LmQz7Xv2Nw5Rt1Yb6Hc4Jf0Ps9Ge3U';
const slack = 'xoxb-' + '2849301746-9273648201-kQ8dLm3Zx7Vn2Rt5Yb1Hc4Jf';
const stripe = 'sk_live_' + '51Hq8dLm3Zx7Vn2Rt5Yb1Hc4Jf0Ps9Ge3U';
const openai = 'sk-proj-' + 'A8kd93LmQz7Xv2Nw5Rt1Yb6Hc4Jf0Ps9Ge3UqW7eR2tY';
const jwt = 'eyJhbGciOiJIUzI1NiJ9' + '.eyJzdWIiOiJ1c3JfOTI4MzciLCJpYXQiOjE3MDAwMDAwMDB9' + '.3fL9kQ2mZ8xV7nR4tY1bH6cJ0pS5gE2uW9aD3qK8';
const privateKey = '-----BEGIN RSA ' + 'PRIVATE KEY-----\nMIIEowIBAAKCAQEA7kq93LmQz7Xv2Nw5Rt1Yb6Hc4Jf0Ps9Ge3UqW7eR2tYx8Kd\n-----END RSA PRIVATE KEY-----';

describe('findSecrets', () => {
  it.each([
    ['AWS access key', aws],
    ['GitHub token', github],
    ['Slack token', slack],
    ['Stripe live key', stripe],
    ['OpenAI-style API key', openai],
    ['JSON Web Token', jwt],
  ])('finds a realistic %s', (kind, secret) => {
    const text = `const key = "${secret}";`;
    expect(findSecrets(text)).toEqual([{ kind, start: 13, end: 13 + secret.length }]);
  });

  it('finds a private key block with a key in it', () => {
    expect(findSecrets(privateKey)).toEqual([{ kind: 'private key', start: 0, end: 31 }]);
  });

  it.each([
    'sk-...',
    'sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'YOUR_API_KEY',
    'Authorization: Bearer <token>',
    'OPENAI_API_KEY=sk-your-openai-api-key-goes-here-1234',
    'AKIAIOSFODNN7EXAMPLE',
    'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    'sk_live_' + 'xxxxxxxxxxxxxxxxxxxxxxxx',
    'sk_test_' + '51Hq8dLm3Zx7Vn2Rt5Yb1Hc4Jf0Ps9Ge3U',
    'sk-' + 'abcdefghijklmnopqrstuvwxyz0123456789abcd',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----',
  ])('ignores the placeholder %j', (text) => {
    expect(findSecrets(text)).toEqual([]);
  });
});

describe('lint/secret-in-code', () => {
  it('reports a secret in a code block at its exact range, even inside a list', () => {
    const text = `- Set the key:\n\n  \`\`\`bash\n  export GITHUB_TOKEN=${github}\n  \`\`\``;
    const found = lintPage(parsePage('page.mdx', text)).filter((d) => d.code === 'lint/secret-in-code');
    expect(found.map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`)).toEqual([`4:23-4:${23 + github.length}`]);
    expect(found[0]?.severity).toBe('warning');
    expect(found[0]?.message).toBe('This code example seems to contain a real GitHub token (`ghp_a8Kd…`). Replace it with a placeholder such as `YOUR_API_KEY`, and revoke the key if it was real.');
  });

  it('reports a secret in inline code', () => {
    const found = lintPage(parsePage('page.mdx', `Use \`${aws}\` as key.`)).filter((d) => d.code === 'lint/secret-in-code');
    expect(found.map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`)).toEqual(['1:6-1:26']);
  });

  it('accepts code with placeholders, and ignores secrets in prose', () => {
    const text = '```bash\nexport OPENAI_API_KEY=sk-...\ncurl -H "Authorization: Bearer YOUR_API_KEY"\n```\n\n' + `Not code: ${aws}`;
    expect(lintPage(parsePage('page.mdx', text)).filter((d) => d.code === 'lint/secret-in-code')).toEqual([]);
  });
});
