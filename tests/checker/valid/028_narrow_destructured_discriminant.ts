type Msg = { kind: "text"; text: string } | { kind: "num"; n: number };
function show({ kind, ...rest }: Msg): string {
  return kind;
}
function show2(m: Msg): string {
  const { kind } = m;
  if (kind === "text") {
    return m.text;
  }
  return String(m.n);
}
console.log(show({ kind: "num", n: 1 }), show2({ kind: "text", text: "hi" }));
