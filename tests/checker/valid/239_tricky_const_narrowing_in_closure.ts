function make(v: string | undefined) {
  if (v === undefined) return () => 0;
  const s = v;
  return () => s.length;
}
console.log(make("abc")(), make(undefined)());
