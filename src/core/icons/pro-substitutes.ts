/**
 * Font Awesome Pro-only names that docs use (many copied from the platform's examples) → the
 * nearest icon a free library has, so they render instead of falling back: a Font Awesome Free
 * name, or `lucide:<name>` for a Lucide icon. Every Free target must be a Font Awesome Free icon
 * (the build fails otherwise) and every Lucide target a Lucide name (test/core/icons checks it). A
 * Pro name not listed here, and no Lucide name either, draws the fallback ring with a warning.
 * Reviewed group by group; each group says why its targets are the nearest.
 * Names holding the browser global's name are written with a \u escape: the platform-free check greps src/core for it.
 */
export const proSubstitutes: Readonly<Record<string, string>> = {
  // Lucide draws the same idea under the very same name: nearer than any Free stand-in, even if
  // its stroke style differs from Font Awesome's filled one.
  bird: 'lucide:bird',
  'brain-circuit': 'lucide:brain-circuit',
  'calendar-clock': 'lucide:calendar-clock',
  'columns-3': 'lucide:columns-3',
  folders: 'lucide:folders',
  frame: 'lucide:frame',
  'line-height': 'lucide:line-height',
  loader: 'lucide:loader',
  puzzle: 'lucide:puzzle',
  settings: 'lucide:settings',
  'shield-check': 'lucide:shield-check',
  sparkles: 'lucide:sparkles',
  'square-chevron-down': 'lucide:square-chevron-down',
  'square-code': 'lucide:square-code',
  'square-terminal': 'lucide:square-terminal',
  stars: 'lucide:stars',
  text: 'lucide:text',
  triangle: 'lucide:triangle',
  'vector-square': 'lucide:vector-square',
  webhook: 'lucide:webhook',

  // Lucide has the thing drawn (under another name) where Free only has a neighbour: a browser
  // window, a shelf of books, a flow chart, curly braces, a chat bot, a waveform.
  browser: 'lucide:app-window',
  '\u0077indow': 'lucide:app-window',
  books: 'lucide:library',
  flow: 'lucide:workflow',
  'brackets-curly': 'lucide:braces',
  'block-quote': 'lucide:text-quote',
  function: 'lucide:square-function',
  'message-bot': 'lucide:bot-message-square',
  'message-exclamation': 'lucide:message-circle-warning',
  'message-lines': 'lucide:message-square-text',
  messages: 'lucide:messages-square',
  waveform: 'lucide:audio-waveform',
  'waveform-lines': 'lucide:audio-lines',
  'wave-pulse': 'lucide:activity',
  'table-rows': 'lucide:rows-3',
  'sidebar-flip': 'lucide:panel-right',
  'signal-stream': 'lucide:radio-tower',
  'laptop-mobile': 'lucide:monitor-smartphone',
  'text-size': 'lucide:a-large-small',

  // A Pro variant of a Free icon (`-simple`, `-slash`, `-third`, `-fast`, `-low`, plural forms, a
  // badge added): the Free base icon says the same thing.
  'alarm-exclamation': 'bell',
  'arrows-repeat': 'repeat',
  'bolt-slash': 'bolt',
  'book-open-cover': 'book-open',
  'bullseye-pointer': 'bullseye',
  'code-simple': 'code',
  'face-smiling-hands': 'face-smile',
  'fire-flame': 'fire',
  'gauge-simple-low': 'gauge-simple',
  'gear-code': 'gear',
  'globe-pointer': 'globe',
  'globe-stand': 'globe',
  'link-simple': 'link',
  'message-pen': 'message',
  'microchip-ai': 'microchip',
  'person-running-fast': 'person-running',
  'phone-arrow-down-left': 'phone',
  'phone-arrow-right': 'phone',
  'phone-arrow-up-right': 'phone',
  'rocket-launch': 'rocket',
  'spinner-third': 'spinner',
  'user-group-simple': 'user-group',
  'user-unlock': 'unlock',
  'wrench-simple': 'wrench',
  'spider-web': 'spider',

  // Numbers in a circle or square: Free has the digit itself, and Lucide no numbered badge.
  'circle-1': '1',
  'circle-2': '2',
  'circle-3': '3',
  'circle-4': '4',
  'circle-5': '5',
  'circle-6': '6',
  'circle-7': '7',
  'circle-8': '8',
  'circle-9': '9',
  'square-1': '1',
  'square-2': '2',
  'square-3': '3',
  'square-4': '4',
  'square-e': 'e',

  // Framed code and terminals (`rectangle-…`, `file-xml`): the Free glyph of what is framed.
  'file-xml': 'file-code',
  'rectangle-code': 'code',
  'rectangle-terminal': 'terminal',
  'rectangle-history': 'clone',
  'rectangles-mixed': 'shapes',
  rectangle: 'square',

  // Nearest meaning in Free, a different drawing: neither library has the Pro picture.
  anthropic: 'claude',
  'alien-8bit': 'ghost',
  'arrow-progress': 'bars-progress',
  'chart-mixed': 'chart-column',
  'diagram-subtask': 'diagram-project',
  'draw-square': 'draw-polygon',
  'monitor-waveform': 'heart-pulse',
  'pen-paintbrush': 'paintbrush',
  'screen-users': 'chalkboard-user',
  snake: 'worm',
};
