function merge<T>(a: T, extra: { id: number }) {
  return { ...a, ...extra };
}
const n = 5;
const o = { ...n, ...true };
const bad = { ...(1 as unknown) };
