export default async function stackTeardown() {
  const running = globalThis.__PEACE_STACK__;
  if (!running) return;
  await running.stack.stop();
  await running.infra.stop();
}
