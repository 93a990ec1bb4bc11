import type { Data, Literal } from 'mdast';
import type { CompileContext, Extension as FromMarkdownExtension, Token as MdastToken } from 'mdast-util-from-markdown';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

// Math as the platform reads it (remark-math): `$…$` and `$$…$$` inside a paragraph are inline
// math, and a `$$` fence on lines of its own holds display math. What is between the dollars is
// the formula's text, never Markdown or an MDX expression, so `$x^{2}$` keeps its braces: the
// construct runs before micromark's MDX expression at `{`, as code spans do.
//
// micromark-extension-math and mdast-util-math do exactly this; they are not dependencies (yet),
// so this is their reading half, small, on micromark's own constructs (code-text, code-fenced).

/** `$…$` (or `$$…$$`) inside a paragraph. */
export interface InlineMath extends Literal {
  type: 'inlineMath';
  data?: InlineMathData;
}

/** Facts of inline math. */
export interface InlineMathData extends Data {
  /** Written with two or more dollars: typeset as display math. */
  display?: boolean;
}

/** A `$$` fence on lines of its own. */
export interface MathBlock extends Literal {
  type: 'math';
  meta?: string | null;
}

declare module 'mdast' {
  interface RootContentMap {
    math: MathBlock;
    inlineMath: InlineMath;
  }
  interface BlockContentMap {
    math: MathBlock;
  }
  interface PhrasingContentMap {
    inlineMath: InlineMath;
  }
}

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    mathText: 'mathText';
    mathTextSequence: 'mathTextSequence';
    mathTextData: 'mathTextData';
    mathFlow: 'mathFlow';
    mathFlowFence: 'mathFlowFence';
    mathFlowFenceSequence: 'mathFlowFenceSequence';
    mathFlowFenceMeta: 'mathFlowFenceMeta';
    mathFlowValue: 'mathFlowValue';
  }
}

const dollar = 36;
const space = 32;
const lineEnding = (code: Code): boolean => code !== null && code < -2;
const spaceOrTab = (code: Code): boolean => code === -2 || code === -1 || code === space;

/** Reads math in Markdown and MDX pages: `$…$`, `$$…$$` and `$$` fences, as remark-math does. */
export function mathSyntax(this: Processor): undefined {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(mathExtension);
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown);
}

const mathText: Construct = { name: 'mathText', tokenize: tokenizeMathText, previous: previousMathText };

function previousMathText(this: TokenizeContext, code: Code): boolean {
  // An escaped `\$` opens nothing, and a run is read whole.
  return code !== dollar || this.events[this.events.length - 1]?.[1].type === 'characterEscape';
}

function tokenizeMathText(effects: Effects, ok: State, nok: State): State {
  let sizeOpen = 0;
  let size = 0;
  let closing: ReturnType<Effects['enter']> | undefined;
  const sequenceOpen = (code: Code): State | undefined => {
    if (code === dollar) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    effects.exit('mathTextSequence');
    return between(code);
  };
  const between = (code: Code): State | undefined => {
    if (code === null) return nok(code);
    if (code === dollar) {
      closing = effects.enter('mathTextSequence');
      size = 0;
      return sequenceClose(code);
    }
    if (lineEnding(code)) {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return between;
    }
    effects.enter('mathTextData');
    return inData(code);
  };
  const inData = (code: Code): State | undefined => {
    if (code === null || code === dollar || lineEnding(code)) {
      effects.exit('mathTextData');
      return between(code);
    }
    effects.consume(code);
    return inData;
  };
  const sequenceClose = (code: Code): State | undefined => {
    if (code === dollar) {
      effects.consume(code);
      size++;
      return sequenceClose;
    }
    if (size === sizeOpen) {
      effects.exit('mathTextSequence');
      effects.exit('mathText');
      return ok(code);
    }
    // A run of another length is part of the formula.
    if (closing) closing.type = 'mathTextData';
    return inData(code);
  };
  return (code) => {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    return sequenceOpen(code);
  };
}

const nonLazyContinuation: Construct = {
  partial: true,
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const after = (code: Code): State | undefined => (this.parser.lazy[this.now().line] ? nok(code) : ok(code));
    return (code) => {
      if (code === null) return nok(code);
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return after;
    };
  },
};

const mathFlow: Construct = { name: 'mathFlow', concrete: true, tokenize: tokenizeMathFlow };

function tokenizeMathFlow(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let sizeOpen = 0;
  let indent = 0;
  const closeStart: Construct = { partial: true, tokenize: tokenizeCloseStart };

  const sequenceOpen = (code: Code): State | undefined => {
    if (code === dollar) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    if (sizeOpen < 2) return nok(code);
    effects.exit('mathFlowFenceSequence');
    return metaBefore(code);
  };
  const metaBefore = (code: Code): State | undefined => {
    if (spaceOrTab(code)) {
      effects.enter('whitespace');
      return whitespace(code);
    }
    if (code === null || lineEnding(code)) return fenceEnd(code);
    effects.enter('mathFlowFenceMeta');
    effects.enter('chunkString', { contentType: 'string' });
    return meta(code);
  };
  const whitespace = (code: Code): State | undefined => {
    if (spaceOrTab(code)) {
      effects.consume(code);
      return whitespace;
    }
    effects.exit('whitespace');
    return metaBefore(code);
  };
  const meta = (code: Code): State | undefined => {
    if (code === null || lineEnding(code)) {
      effects.exit('chunkString');
      effects.exit('mathFlowFenceMeta');
      return fenceEnd(code);
    }
    // `$$x$$` on a line is inline math in a paragraph, not a fence.
    if (code === dollar) return nok(code);
    effects.consume(code);
    return meta;
  };
  const fenceEnd = (code: Code): State | undefined => {
    effects.exit('mathFlowFence');
    return this.interrupt ? ok(code) : effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
  };
  const atNonLazyBreak = (code: Code): State | undefined => effects.attempt(closeStart, after, contentBefore)(code);
  const contentBefore = (code: Code): State | undefined => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return contentStart;
  };
  // The fence's own indent is taken off each line of the formula.
  let stripped = 0;
  const contentStart = (code: Code): State | undefined => {
    stripped = 0;
    return prefix(code);
  };
  const prefix = (code: Code): State | undefined => {
    if (stripped < indent && spaceOrTab(code)) {
      if (stripped === 0) effects.enter('linePrefix');
      effects.consume(code);
      stripped++;
      return stripped === indent ? endPrefix : prefix;
    }
    return stripped > 0 ? endPrefix(code) : beforeChunk(code);
  };
  const endPrefix = (code: Code): State | undefined => {
    effects.exit('linePrefix');
    return beforeChunk(code);
  };
  const beforeChunk = (code: Code): State | undefined => {
    if (code === null || lineEnding(code)) return effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
    effects.enter('mathFlowValue');
    return chunk(code);
  };
  const chunk = (code: Code): State | undefined => {
    if (code === null || lineEnding(code)) {
      effects.exit('mathFlowValue');
      return beforeChunk(code);
    }
    effects.consume(code);
    return chunk;
  };
  const after = (code: Code): State | undefined => {
    effects.exit('mathFlow');
    return ok(code);
  };

  function tokenizeCloseStart(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let size = 0;
    let spaces = 0;
    const start = (code: Code): State | undefined => {
      effects.enter('mathFlowFence');
      return before(code);
    };
    const before = (code: Code): State | undefined => {
      if (spaceOrTab(code) && spaces < 3) {
        if (spaces === 0) effects.enter('linePrefix');
        effects.consume(code);
        spaces++;
        return before;
      }
      if (spaces > 0) {
        effects.exit('linePrefix');
        spaces = -1;
      }
      if (code !== dollar) return nok(code);
      effects.enter('mathFlowFenceSequence');
      return sequence(code);
    };
    const sequence = (code: Code): State | undefined => {
      if (code === dollar) {
        effects.consume(code);
        size++;
        return sequence;
      }
      if (size < sizeOpen) return nok(code);
      effects.exit('mathFlowFenceSequence');
      return rest(code);
    };
    const rest = (code: Code): State | undefined => {
      if (spaceOrTab(code)) {
        effects.enter('whitespace');
        return trailing(code);
      }
      if (code === null || lineEnding(code)) {
        effects.exit('mathFlowFence');
        return ok(code);
      }
      return nok(code);
    };
    const trailing = (code: Code): State | undefined => {
      if (spaceOrTab(code)) {
        effects.consume(code);
        return trailing;
      }
      effects.exit('whitespace');
      return code === null || lineEnding(code) ? rest(code) : nok(code);
    };
    return (code) => {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return start;
    };
  }

  return (code) => {
    const tail = this.events[this.events.length - 1];
    indent = tail && tail[1].type === 'linePrefix' ? tail[2].sliceSerialize(tail[1], true).length : 0;
    effects.enter('mathFlow');
    effects.enter('mathFlowFence');
    effects.enter('mathFlowFenceSequence');
    return sequenceOpen(code);
  };
}

const mathExtension: Extension = { flow: { [dollar]: mathFlow }, text: { [dollar]: mathText } };

function top(context: CompileContext): { type: string; value?: string; meta?: string | null } {
  return context.stack[context.stack.length - 1] as unknown as { type: string; value?: string; meta?: string | null };
}

const mathFromMarkdown: FromMarkdownExtension = {
  enter: {
    mathFlow(this: CompileContext, token: MdastToken) {
      this.enter({ type: 'math', meta: null, value: '' } as never, token);
    },
    mathFlowFenceMeta(this: CompileContext) {
      this.buffer();
    },
    mathText(this: CompileContext, token: MdastToken) {
      const sequence = this.sliceSerialize(token).match(/^\$+/)?.[0].length ?? 1;
      this.enter({ type: 'inlineMath', value: '', ...(sequence > 1 ? { data: { display: true } } : {}) } as never, token);
      this.buffer();
    },
  },
  exit: {
    mathFlow(this: CompileContext, token: MdastToken) {
      const value = this.resume().replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, '');
      const node = top(this);
      this.exit(token);
      node.value = value;
      this.data.mathFlowInside = undefined;
    },
    mathFlowFence(this: CompileContext) {
      // The opening fence starts the formula's buffer; the closing one ends the node.
      if (this.data.mathFlowInside) return;
      this.buffer();
      this.data.mathFlowInside = true;
    },
    mathFlowFenceMeta(this: CompileContext) {
      const meta = this.resume();
      top(this).meta = meta;
    },
    mathFlowValue: data,
    mathText(this: CompileContext, token: MdastToken) {
      let value = this.resume();
      // One space on each side pads a formula that starts or ends with a dollar, as in code spans.
      if (/^[ \r\n]/.test(value) && /[ \r\n]$/.test(value) && /[^ \r\n]/.test(value)) value = value.slice(1, -1);
      const node = top(this);
      this.exit(token);
      node.value = value;
    },
    mathTextData: data,
  },
};

function data(this: CompileContext, token: MdastToken): undefined {
  this.config.enter.data?.call(this, token);
  this.config.exit.data?.call(this, token);
}

declare module 'mdast-util-from-markdown' {
  interface CompileData {
    mathFlowInside?: boolean | undefined;
  }
}
