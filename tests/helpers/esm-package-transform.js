// Jest transform for the ESM-only packages (next-auth, jose, ...). Jest asks for ESM or
// CommonJS per load: Node 24.9+ can require() ESM, so jest loads these files as native ESM
// and they must stay untouched; older Node loads them as CommonJS, so SWC converts them.
const { createTransformer } = require("next/dist/build/swc/jest-transformer");

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        if (jestOptions.supportsStaticESM) return { code: source };
        return swc.process(source, filename, jestOptions);
      },
    };
  },
};
