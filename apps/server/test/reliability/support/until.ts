/**
 * Resolves once `done()` holds, checking every 50 ms, or fails after `ms`: a wait on a condition
 * another process brings about (docs/testing.md, "No test depends on the machine's speed").
 */
export async function until(done: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
