// The API's jest environment for test files that run the built-in embedding model: ONNX Runtime
// checks a tensor's data with `instanceof Float32Array`, and its native side makes output arrays in
// Node's own realm, which a test file's realm does not recognise ("A float32 tensor's data must be
// type of function Float32Array()"). Here the test realm uses Node's typed arrays. Only files that
// ask for it (the @jest-environment docblock) get it.
const ApiTestEnvironment = require('./environment.cjs');

const TYPED_ARRAYS = ['Float32Array', 'Float64Array', 'Int8Array', 'Uint8Array', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'];

class OnnxTestEnvironment extends ApiTestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }
}

module.exports = OnnxTestEnvironment;
