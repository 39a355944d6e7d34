function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timeout after ${ms}ms`)), ms)),
  ]);
}
const fast = await timeout(Promise.resolve(42), 50);
console.log(fast);
try {
  await timeout(new Promise<void>(() => {}), 1);
} catch (e) {
  console.log(e instanceof Error ? e.message : e);
}
