import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';

/** acorn with JSX, built as micromark-extension-mdxjs builds it: the app's `acorn` resource (see lazy-acorn.ts). */
export const acornJsxParser = Parser.extend(acornJsx());
