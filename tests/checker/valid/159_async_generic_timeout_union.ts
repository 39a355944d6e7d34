async function withFallback<T>(p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch {
    return fallback;
  }
}
withFallback(Promise.reject<number>(new Error("x")), 0).then((n) => console.log(n));
