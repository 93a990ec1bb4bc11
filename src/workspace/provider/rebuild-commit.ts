// A host's REST API describes a commit (tree, parents, people, dates, message) but not its bytes, and
// GitHub gives dates in UTC without the author's time-zone offset. The commit's id is the SHA-1 of its
// bytes, so the local repository can hold the host's very commit only if those bytes are rebuilt
// exactly: this tries the candidates (offsets, the message with and without its final newline) and
// keeps the one whose id matches. A signed commit's verification payload is its bytes minus the
// signature, which gives every byte at once.

/** A person line's facts: name, email, seconds since the epoch, and the offsets (minutes east of UTC) to try, likeliest first. */
export interface PersonFacts {
  readonly name: string;
  readonly email: string;
  readonly timestamp: number;
  readonly offsets: readonly number[];
}

/** What a host says of a commit. */
export interface CommitFacts {
  readonly tree: string;
  readonly parents: readonly string[];
  readonly author: PersonFacts;
  readonly committer: PersonFacts;
  /** The message as the host gave it. */
  readonly message: string;
  /** A signed commit's payload (its bytes without the signature) and signature, when the host gives them. */
  readonly signed?: { readonly payload: string; readonly signature: string };
}

/** A commit object's bytes and id; `exact` when the id is the host's. */
export interface RebuiltCommit {
  readonly bytes: Uint8Array;
  readonly oid: string;
  readonly exact: boolean;
}

const QUARTERS = Array.from({ length: 105 }, (_, i) => -720 + i * 15);
/** Every UTC offset in use on Earth, in minutes east (-12:00 to +14:00 in quarter hours): UTC, whole hours, then the rest. */
export const ALL_OFFSETS: readonly number[] = [0, ...QUARTERS.filter((m) => m !== 0 && m % 60 === 0), ...QUARTERS.filter((m) => m % 60 !== 0)];

/** `+0100`, `-0530`: git's offset notation. */
export function formatOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** An ISO date's seconds since the epoch and, when it names one, its offset in minutes east (`+03:00` → 180, `Z` → 0). */
export function parseIsoDate(date: string): { timestamp: number; offset: number | undefined } {
  const timestamp = Math.floor(Date.parse(date) / 1000);
  const match = /(?:([+-])(\d{2}):?(\d{2})|Z)$/.exec(date);
  if (!match) return { timestamp, offset: undefined };
  if (match[1] === undefined) return { timestamp, offset: date.endsWith('Z') ? undefined : 0 };
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return { timestamp, offset: match[1] === '-' ? -minutes : minutes };
}

const encoder = new TextEncoder();

/** The SHA-1 id of a git object of `type` with `body`. */
export async function objectId(type: string, body: Uint8Array): Promise<string> {
  const head = encoder.encode(`${type} ${body.length}\0`);
  const all = new Uint8Array(head.length + body.length);
  all.set(head);
  all.set(body, head.length);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', all));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const personLine = (role: string, p: PersonFacts, offset: number) => `${role} ${p.name} <${p.email}> ${p.timestamp} ${formatOffset(offset)}\n`;

function commitText(facts: CommitFacts, authorOffset: number, committerOffset: number, message: string): string {
  return `tree ${facts.tree}\n${facts.parents.map((p) => `parent ${p}\n`).join('')}${personLine('author', facts.author, authorOffset)}${personLine('committer', facts.committer, committerOffset)}\n${message}`;
}

/** The payload with the signature header put where git writes it: after the last header line, before the blank line. */
function signedText(payload: string, signature: string): string {
  const end = payload.indexOf('\n\n');
  const headers = end < 0 ? payload : payload.slice(0, end + 1);
  const rest = end < 0 ? '' : payload.slice(end + 1);
  return `${headers}gpgsig ${signature.replace(/\n$/, '').split('\n').join('\n ')}\n${rest}`;
}

function messageCandidates(message: string): string[] {
  const trimmed = message.replace(/\n+$/, '');
  return [...new Set([message, `${trimmed}\n`, trimmed, `${message}\n`])];
}

/**
 * The commit object whose id is `wanted`, rebuilt from the host's facts; when no candidate matches,
 * the likeliest one (first offsets, the message as given with one final newline) with `exact: false`.
 * At most about 23,000 hashes (every pair of offsets), usually a handful.
 */
export async function rebuildCommit(facts: CommitFacts, wanted: string): Promise<RebuiltCommit> {
  if (facts.signed) {
    const bytes = encoder.encode(signedText(facts.signed.payload, facts.signed.signature));
    const oid = await objectId('commit', bytes);
    if (oid === wanted) return { bytes, oid, exact: true };
  }
  const messages = messageCandidates(facts.message);
  const tries: [number, number, string][] = [];
  // The same offset for author and committer first (one person on one machine), then every pair.
  for (const message of messages) for (const a of facts.author.offsets) if (facts.committer.offsets.includes(a)) tries.push([a, a, message]);
  // Hosts keep or drop one final newline: the two likeliest forms for the (rarer, costlier) mixed pairs.
  for (const message of messages.slice(0, 2)) for (const a of facts.author.offsets) for (const c of facts.committer.offsets) if (a !== c) tries.push([a, c, message]);
  for (const [a, c, message] of tries) {
    const bytes = encoder.encode(commitText(facts, a, c, message));
    const oid = await objectId('commit', bytes);
    if (oid === wanted) return { bytes, oid, exact: true };
  }
  const bytes = encoder.encode(commitText(facts, facts.author.offsets[0] ?? 0, facts.committer.offsets[0] ?? 0, `${facts.message.replace(/\n+$/, '')}\n`));
  return { bytes, oid: await objectId('commit', bytes), exact: false };
}
