function debounce<A extends unknown[]>(fn: (...a: A) => void, ms: number): (...a: A) => void {
  let h: ReturnType<typeof setTimeout> | undefined;
  return (...a) => {
    if (h !== undefined) clearTimeout(h);
    h = setTimeout(() => fn(...a), ms);
  };
}
const log = debounce((msg: string, n: number) => console.log(msg, n), 5);
log("a", 1);
log("b", 2);
