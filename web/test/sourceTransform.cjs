// The web's sources as the tests run them: Lingui's macros (<Trans>, t``, msg``) become catalogue
// lookups by the same Babel plugin the Vite build runs (vite.config.ts, linguiMacros), so each
// message has the id its catalogue keys it by; swc then compiles TypeScript and JSX.
const path = require('node:path');
const { transformSync } = require('@babel/core');
const { getConfig } = require('@lingui/conf');
const linguiMacro = require('@lingui/babel-plugin-lingui-macro');
const swcJest = require('@swc/jest');

const MACRO_IMPORT = /@lingui\/(core|react)\/macro/;

// The web's Lingui config, wherever the tests are run from.
const linguiConfig = getConfig({ configPath: path.resolve(__dirname, '../lingui.config.ts') });

function withMessages(source, filename) {
  if (!MACRO_IMPORT.test(source)) return source;
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    retainLines: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacro, { linguiConfig }]],
  });
  if (!result?.code) throw new Error(`${filename} could not be read for its messages`);
  return result.code;
}

module.exports = {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    return {
      ...swc,
      process: (source, filename, options) => swc.process(withMessages(source, filename), filename, options),
      processAsync: (source, filename, options) => swc.processAsync(withMessages(source, filename), filename, options),
    };
  },
};
