// The API's jest environment: Node's, plus one store that outlives a test file (src/lib/modules/
// process-wide.ts). Jest loads this module once per worker, so every test file the worker runs gets
// the same Map: the read-only dictionaries (IPADIC, Sudachi's synonyms) are read once per worker, not
// once per file. What one file's realm made stays usable in the next as long as no code checks it
// with instanceof: typed arrays, plain objects and closures are fine; PGlite's compiled WASM is not
// (pglite tests `instanceof WebAssembly.Module`), and nothing that holds a test's state may go in.
const { TestEnvironment } = require('jest-environment-node');

const processWide = new Map();

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global[Symbol.for('avatar-agent.process-wide')] = processWide;
  }
}

module.exports = ApiTestEnvironment;
