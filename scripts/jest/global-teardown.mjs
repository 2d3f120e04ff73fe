export default async function globalTeardown() {
  await globalThis.__PEACE_INFRA__?.stop();
}
