/**
 * A dependency loaded when it is first asked for instead of with the app: for the big libraries only one
 * feature needs (exceljs, mammoth, sharp, the AWS SDK, the AI SDK: about two seconds of module loading
 * together, paid by every process and every test file that builds the app). `require`, not `import()`:
 * tsx runs this package as CommonJS, and where an ES module imports it (the benches) its dynamic
 * `import()` cannot resolve a package name, while `require` can everywhere (tsx, jest, plain Node).
 */
export function onFirstUse<T>(packageName: string): () => T {
  let loaded: { module: T } | undefined;
  return () => {
    loaded ??= { module: require(packageName) as T };
    return loaded.module;
  };
}
