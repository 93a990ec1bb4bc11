import type { Plugin } from 'vite';

/**
 * The modules the build replaces: polyfills of what every browser the build targets (ES2022) has
 * become the native functions (~2.4 KB gzip), and a table no code path of ours reads becomes empty.
 */
export const nativeModules: Readonly<Record<string, string>> = {
  // mdast-util-to-hast clones with it; the package itself calls the native structuredClone when there is one.
  '@ungap/structured-clone': 'export default (value) => structuredClone(value);',
  // LightningFS's text encoder loads it for the old Edge, which had no TextEncoder.
  'fast-text-encoding': 'export {};',
  // hast-util-to-html writes a character reference as a named one (`&copy;`) only when asked to
  // (useNamedReferences), which we never do: the table of names for that (~1.3 KB gzip) is unused.
  'character-entities-html4': 'export const characterEntitiesHtml4 = {};',
};

const prefix = '\0quire-native:';

/** Gives the build the modules of nativeModules instead of their packages. Node (tests, the CLI) keeps the packages. */
export function nativeInsteadOfPolyfills(): Plugin {
  return {
    name: 'quire:native-instead-of-polyfills',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (Object.hasOwn(nativeModules, id) ? prefix + id : undefined),
    load: (id) => (id.startsWith(prefix) ? nativeModules[id.slice(prefix.length)] : undefined),
  };
}
