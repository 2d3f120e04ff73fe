// A catalogue imported from a .po file is its messages compiled by the build (@lingui/vite-plugin).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
