// Revivers converting ISO-like strings, numbers to BigInt-free strings, and nested renames.
const text = '{"id":"42","when":"2024-05-06","tags":["x","y"],"nested":{"id":"7"}}';
const out = JSON.parse(text, function (k, v) {
  if (k === "id") return Number(v);
  if (k === "when") return v.split("-").map(Number);
  if (Array.isArray(v)) return v.join("+");
  return v;
});
console.log(out);
