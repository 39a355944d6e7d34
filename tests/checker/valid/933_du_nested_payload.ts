type Msg =
  | { kind: "text"; body: { text: string; lang?: string } }
  | { kind: "image"; body: { url: string; width: number; height: number } };
function size(m: Msg): number {
  if (m.kind === "text") return m.body.text.length;
  const { width, height } = m.body;
  return width * height;
}
console.log(size({ kind: "text", body: { text: "hey" } }), size({ kind: "image", body: { url: "u", width: 2, height: 3 } }));
