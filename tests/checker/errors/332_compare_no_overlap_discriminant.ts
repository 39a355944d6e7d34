type Msg = { kind: "text"; body: string } | { kind: "image"; url: string };
function render(m: Msg): string {
  if (m.kind === "video") return "unsupported";
  return m.kind;
}
