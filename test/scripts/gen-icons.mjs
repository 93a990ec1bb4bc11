#!/usr/bin/env node
// Generates src/core/icons/icon-data.ts from the Font Awesome Free package (a devDependency).
//
//   node test/scripts/gen-icons.mjs            # writes the file
//   node test/scripts/gen-icons.mjs --check    # exits 1 when the committed file is out of date
//
// The bundled set is: every icon name the corpus projects use (/work/shared/corpus or $QUIRE_CORPUS,
// when present: `icon="…"` in pages, `"icon": "…"` in mint.json/docs.json, `icon:` in front matter),
// plus the curated list of common docs icons below. Pro-only names that docs copy from Mintlify's
// examples are mapped to the nearest Free icon (PRO_SUBSTITUTES) so they render instead of falling back.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const faDir = join(root, 'node_modules', '@fortawesome', 'fontawesome-free');
const outFile = join(root, 'src', 'core', 'icons', 'icon-data.ts');
const corpusDir = process.env.QUIRE_CORPUS ?? '/work/shared/corpus';

/** Common docs icons (solid or regular style names). */
const COMMON = `
arrow-right arrow-left arrow-up arrow-down arrow-up-right-from-square arrow-right-long arrow-left-long
arrow-rotate-right arrow-rotate-left arrows-rotate arrow-right-arrow-left arrow-up-from-bracket arrow-right-to-bracket
arrow-right-from-bracket arrow-trend-up arrow-pointer arrows-up-down-left-right arrows-left-right arrow-turn-up
arrow-down-wide-short arrow-up-right-dots chevron-right chevron-left chevron-up chevron-down angle-right angle-left
angle-up angle-down angles-right angles-left caret-right caret-down caret-up caret-left circle-arrow-right
circle-chevron-right up-right-from-square square-arrow-up-right share share-nodes reply rotate repeat shuffle
right-left up-down maximize minimize expand compress download upload cloud-arrow-up cloud-arrow-down sort filter
book book-open book-bookmark bookmark file file-lines file-code file-pdf file-csv file-word file-excel file-image
file-zipper file-import file-export file-pen file-shield file-invoice file-contract file-signature folder folder-open
folder-tree folder-plus copy clipboard clipboard-list clipboard-check clipboard-user paste note-sticky newspaper scroll
pen pencil pen-to-square pen-nib pen-fancy highlighter eraser paintbrush palette brush font heading paragraph
quote-left quote-right list list-ul list-ol list-check table table-list table-columns table-cells table-cells-large
align-left bars bars-staggered bars-progress grip grip-vertical ellipsis ellipsis-vertical text-height text-width
spell-check language image images photo-film film video camera microphone microphone-slash headphones music
volume-high volume-xmark play pause stop forward backward circle-play closed-captioning
code code-branch code-merge code-pull-request code-commit code-compare code-fork terminal laptop-code bug bug-slash
database server cloud microchip memory hard-drive network-wired sitemap diagram-project cubes cube box boxes-stacked
box-archive layer-group puzzle-piece plug plug-circle-check bolt bolt-lightning fire fire-flame-curved flask vial vials
robot brain gears gear sliders screwdriver-wrench wrench hammer toolbox wand-magic-sparkles wand-magic keyboard
desktop laptop mobile mobile-screen mobile-screen-button tablet tv display computer window-maximize window-restore
window-minimize qrcode barcode hashtag at percent infinity rocket satellite satellite-dish tower-broadcast wifi signal
globe earth-americas earth-europe map map-pin location-dot location-arrow compass route road signs-post flag
flag-checkered anchor link link-slash paperclip circle-nodes
key lock lock-open unlock unlock-keyhole shield shield-halved fingerprint user-lock user-shield eye eye-slash mask
id-card id-badge passport certificate stamp
user users user-plus user-minus user-check user-gear users-gear user-group user-tie user-pen user-secret
user-astronaut circle-user people-group people-arrows person person-running child handshake hand hands thumbs-up
thumbs-down heart star face-smile
envelope envelope-open inbox paper-plane message comment comments comment-dots phone phone-volume bell bell-slash
bullhorn address-book address-card rss share-from-square
check check-double circle-check square-check xmark circle-xmark square-xmark plus minus circle-plus circle-minus
circle-info info circle-question question circle-exclamation exclamation triangle-exclamation ban circle-stop circle
square circle-dot spinner hourglass hourglass-half clock clock-rotate-left stopwatch calendar calendar-days
calendar-check timeline gauge gauge-high chart-line chart-bar chart-pie chart-area chart-column chart-simple
chart-gantt square-poll-vertical magnifying-glass magnifying-glass-chart magnifying-glass-plus
magnifying-glass-location binoculars lightbulb graduation-cap school trophy medal award crown gift tag tags receipt
credit-card money-bill money-bill-wave dollar-sign euro-sign coins wallet cart-shopping bag-shopping store shop
building building-columns briefcase suitcase industry house city warehouse truck plane car ship train bicycle
trash trash-can floppy-disk print power-off right-to-bracket right-from-bracket sun moon cloud-sun snowflake leaf
seedling tree water droplet feather temperature-half utensils mug-hot gamepad dice cat dog paw spider ghost skull
atom dna flask-vial scale-balanced gavel landmark handshake-angle hand-holding-heart life-ring circle-half-stroke
toggle-on toggle-off thumbtack map-location-dot eye-dropper crop crop-simple draw-polygon shapes object-group clone
recycle street-view dumbbell icons chalkboard chalkboard-user person-chalkboard square-caret-down signature
1 2 3 4 5 6 7 8 9 font-awesome
`;

/** Brand icons docs use in anchors, cards and footers. */
const BRANDS = `
github square-github github-alt gitlab bitbucket git-alt discord discourse x-twitter square-x-twitter twitter slack
linkedin linkedin-in youtube facebook facebook-f instagram square-instagram hacker-news reddit medium dev
stack-overflow npm yarn node-js node js python java php rust golang swift react vuejs angular docker aws google
apple android windows linux ubuntu microsoft stripe figma telegram whatsapp twitch tiktok mastodon bluesky threads
markdown html5 css3-alt sass wordpress shopify hubspot salesforce chrome firefox-browser safari edge dropbox
atlassian jira confluence trello unity cloudflare digital-ocean jenkins laravel bootstrap openai google-drive
google-play app-store app-store-ios paypal mailchimp intercom ethereum bitcoin meta product-hunt gitter r-project
hashnode deno python npm
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
  'square-3': '3', 'square-4': '4', 'square-chevron-down': 'square-caret-down', 'square-code': 'code', stars: 'star',
  'table-rows': 'table-list', text: 'font', 'text-size': 'text-height', 'user-group-simple': 'user-group',
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

/** Icon names found in the corpus (lower-cased), or none when the corpus is absent. */
function corpusIconNames() {
  const names = new Set();
  if (!existsSync(corpusDir)) return names;
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
  walk(corpusDir);
  return names;
}

const wanted = new Set([...words(COMMON), ...words(BRANDS), ...corpusIconNames()]);
for (const target of Object.values(PRO_SUBSTITUTES)) wanted.add(target);

const tables = { solid: new Map(), regular: new Map(), brands: new Map() };
const aliases = new Map();
const missing = [];
for (const name of wanted) {
  const canon = canonical(name);
  if (!canon) {
    if (/^[a-z0-9-]+$/.test(name)) missing.push(name);
    continue;
  }
  if (canon !== name) aliases.set(name, canon);
  const styles = families[canon].svgs?.classic ?? {};
  for (const style of ['solid', 'regular', 'brands']) {
    const svg = styles[style];
    if (!svg) continue;
    // Regular variants only for icons docs name explicitly; light/thin map to them.
    if (svg.height !== 512) throw new Error(`${canon}: unexpected height ${svg.height}`);
    tables[style].set(canon, [svg.width, Array.isArray(svg.path) ? svg.path.join(' ') : svg.path]);
  }
}
// Keep every Font Awesome alias whose target is bundled, so old v5 names (`external-link-alt`) resolve.
for (const [alias, canon] of faAliases) if ((tables.solid.has(canon) || tables.brands.has(canon)) && !aliases.has(alias)) aliases.set(alias, canon);
for (const [pro, free] of Object.entries(PRO_SUBSTITUTES)) aliases.set(pro, free);

const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const table = (name, doc, map) =>
  `/** ${doc} */\nexport const ${name}: IconTable = {\n${[...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([n, [w, d]]) => `  ${q(n)}: [${w}, ${q(d)}],`).join('\n')}\n};\n`;

const out = `// Generated by test/scripts/gen-icons.mjs from @fortawesome/fontawesome-free ${version}; do not edit by hand.
// Icons: Font Awesome Free by Fonticons, Inc. (https://fontawesome.com), licensed under CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/). Full license: https://fontawesome.com/license/free
// Only path data is kept; every icon's viewBox is \`0 0 width 512\`.

/** Icon name → [viewBox width, SVG path data]. */
export type IconTable = Readonly<Record<string, readonly [number, string]>>;

${table('solidIcons', 'Font Awesome Free solid icons.', tables.solid)}
${table('regularIcons', 'Font Awesome Free regular (outline) icons.', tables.regular)}
${table('brandIcons', 'Font Awesome Free brand icons.', tables.brands)}
/** Other names → bundled icon name: Font Awesome aliases and Pro-only names mapped to the nearest Free icon. */
export const iconAliases: Readonly<Record<string, string>> = {
${[...aliases].sort(([a], [b]) => (a < b ? -1 : 1)).map(([a, c]) => `  ${q(a)}: ${q(c)},`).join('\n')}
};
`;

if (process.argv.includes('--check')) {
  const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  if (current !== out) {
    process.stderr.write(`${outFile} is out of date; run node test/scripts/gen-icons.mjs\n`);
    process.exit(1);
  }
} else {
  writeFileSync(outFile, out);
  process.stdout.write(
    `wrote ${outFile}: ${tables.solid.size} solid, ${tables.regular.size} regular, ${tables.brands.size} brands, ${aliases.size} aliases, ${(out.length / 1024).toFixed(1)} KB\n`,
  );
}
if (missing.length > 0) process.stdout.write(`not in Font Awesome Free (they fall back): ${missing.sort().join(' ')}\n`);
