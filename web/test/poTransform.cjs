// A catalogue imported by a test (src/locales/<code>/messages.po) becomes its compiled messages, as
// @lingui/vite-plugin makes it in the build: keyed by each message's id, English where the source
// language leaves the translation empty.
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const po = formatter();

module.exports = {
  process(source, filename) {
    const locale = path.basename(path.dirname(filename));
    const catalogue = po.parse(source, { locale, filename, sourceLocale: 'en' });
    const messages = {};
    for (const [id, entry] of Object.entries(catalogue)) {
      const text = entry.translation || (locale === 'en' ? entry.message || id : '');
      if (text) messages[id] = compileMessage(text);
    }
    return { code: `exports.messages = ${JSON.stringify(messages)};` };
  },
};
