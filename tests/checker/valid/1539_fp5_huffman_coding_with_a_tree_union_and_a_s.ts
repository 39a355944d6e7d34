// Huffman coding with a tree union and a sorted-array queue
type HNode = { kind: "leaf"; ch: string; freq: number } | { kind: "inner"; freq: number; left: HNode; right: HNode };
function buildTree(text: string): HNode | undefined {
  const freq = new Map<string, number>();
  for (const ch of text) freq.set(ch, (freq.get(ch) ?? 0) + 1);
  const queue: HNode[] = [...freq].map(([ch, f]) => ({ kind: "leaf", ch, freq: f }));
  const byFreq = (a: HNode, b: HNode) => a.freq - b.freq || label(a).localeCompare(label(b));
  queue.sort(byFreq);
  while (queue.length > 1) {
    const left = queue.shift()!, right = queue.shift()!;
    const node: HNode = { kind: "inner", freq: left.freq + right.freq, left, right };
    const at = queue.findIndex((q) => byFreq(node, q) < 0);
    at === -1 ? queue.push(node) : queue.splice(at, 0, node);
  }
  return queue[0];
}
function label(n: HNode): string { return n.kind === "leaf" ? n.ch : label(n.left) + label(n.right); }
function codes(n: HNode | undefined, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (!n) return out;
  if (n.kind === "leaf") out.set(n.ch, prefix || "0");
  else { codes(n.left, prefix + "0", out); codes(n.right, prefix + "1", out); }
  return out;
}
function encode(text: string): { bits: string; tree: HNode | undefined } {
  const tree = buildTree(text);
  const table = codes(tree);
  return { bits: Array.from(text, (c) => table.get(c) ?? "").join(""), tree };
}
function decode(bits: string, tree: HNode | undefined): string {
  if (!tree) return "";
  if (tree.kind === "leaf") return tree.ch.repeat(bits.length);
  let out = "", n: HNode = tree;
  for (const b of bits) {
    if (n.kind === "inner") n = b === "0" ? n.left : n.right;
    if (n.kind === "leaf") { out += n.ch; n = tree; }
  }
  return out;
}
for (const text of ["abracadabra", "aaaa", "", "the quick brown fox"]) {
  const { bits, tree } = encode(text);
  const table = [...codes(tree)].sort(([a], [b]) => a.localeCompare(b)).map(([c, code]) => `${c === " " ? "_" : c}=${code}`);
  const ratio = text.length ? (bits.length / (text.length * 8)).toFixed(3) : "n/a";
  console.log(JSON.stringify(text), bits.length, ratio, decode(bits, tree) === text, table.join(" "));
}
