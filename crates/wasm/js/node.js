// fanga for Node: the module is read from the package's folder and loaded
// on import (Node's fetch does not read file: URLs), so every function
// works at once; `init()` resolves at once.
import { readFileSync } from 'node:fs';
import { initSync } from './index.js';

initSync(readFileSync(new URL('./pkg/fanga_wasm_bg.wasm', import.meta.url)));

export * from './index.js';
