// The few globals core uses that exist in every platform Quire runs on (Node, browsers, workers)
// but are not part of lib ES2022. Declared narrowly so DOM or Node types never leak into core.
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare function btoa(data: string): string;
declare function atob(data: string): string;
