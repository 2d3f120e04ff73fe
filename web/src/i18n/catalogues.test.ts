// The catalogues stay complete: every message the sources have is in the English catalogue, every
// other language translates each of them, and each translation has the English message's
// placeholders (`{practitioners}`, `<0>…</0>`), no more and no fewer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFromFileWithBabel } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages } from './languages';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = getConfig({ cwd: webDir, configPath: path.join(webDir, 'lingui.config.ts') });

interface Entry {
  message?: string;
  translation?: string;
}

function catalogue(language: string): Record<string, Entry> {
  const file = path.join(webDir, 'src/locales', language, 'messages.po');
  return formatter().parse(readFileSync(file, 'utf8'), { locale: language, filename: file, sourceLocale: 'en' }) as Record<string, Entry>;
}

/** The names a message fills in: its ICU arguments and its numbered tags. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const cases: unknown = token[2];
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch);
    }
  };
  walk(compileMessage(message));
  for (const [, tag] of message.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

/** The app's source files that write messages. */
function sourcesWithMessages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourcesWithMessages(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /@lingui\/(core|react)\/macro/.test(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

const english = catalogue('en');
const englishIds = Object.keys(english).sort();

describe('the message catalogues', () => {
  it('have in English every message the sources have, and none they no longer have', async () => {
    const ids = new Set<string>();
    for (const file of sourcesWithMessages(path.join(webDir, 'src'))) {
      await extractFromFileWithBabel(
        file,
        readFileSync(file, 'utf8'),
        (message) => void ids.add(message.id),
        { linguiConfig: config },
        { plugins: ['typescript', 'jsx'] },
      );
    }
    // Run `npm run extract -w web` to bring the catalogues up to date.
    expect(englishIds).toEqual([...ids].sort());
  });

  it.each(languages.filter((language) => language !== 'en'))('translate every English message into %s', (language) => {
    const translated = catalogue(language);
    expect(Object.keys(translated).sort()).toEqual(englishIds);
    const untranslated = englishIds.filter((id) => !translated[id]?.translation?.trim()).map((id) => english[id]?.message);
    expect(untranslated).toEqual([]);
  });

  it.each(languages.filter((language) => language !== 'en'))('keep the English placeholders in %s', (language) => {
    const translated = catalogue(language);
    const differing = englishIds.flatMap((id) => {
      const source = english[id]?.message ?? id;
      const translation = translated[id]?.translation ?? '';
      return placeholders(source).join() === placeholders(translation).join() ? [] : [{ source, translation }];
    });
    expect(differing).toEqual([]);
  });
});
