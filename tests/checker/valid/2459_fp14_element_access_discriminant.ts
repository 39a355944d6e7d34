// A discriminant read with a string literal index (`s["kind"]`) narrows like `s.kind`.
type Shape = { kind: "square"; size: number } | { kind: "circle"; radius: number };
function area(s: Shape): number {
  switch (s["kind"]) {
    case "square":
      return s.size * s.size;
    case "circle":
      return Math.PI * s.radius * s.radius;
  }
}
function describe(s: Shape): string {
  if (s["kind"] === "square") return "square " + s.size;
  return "circle " + s.radius;
}
type Result = { ok: true; value: number } | { ok: false; error: string };
function show(r: Result): string {
  return r["ok"] ? String(r.value) : r.error;
}
console.log(area({ kind: "square", size: 2 }).toFixed(1), describe({ kind: "circle", radius: 1 }), show({ ok: false, error: "x" }));
