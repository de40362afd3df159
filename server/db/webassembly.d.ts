// TypeScript declares WebAssembly's functions in its DOM library only; Node has them as well, and the
// server's program has no DOM types (tsconfig.node.json).
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with @types/node's
  interface Module {}
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
