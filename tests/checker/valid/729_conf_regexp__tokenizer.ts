// A small tokenizer with a global sticky-free regex and exec loop.
const src = "let x = 42 + y1 * (3.5 - 'str');";
const re = /\s*(?:(?<num>\d+(?:\.\d+)?)|(?<id>[A-Za-z_]\w*)|(?<str>'[^']*')|(?<op>[=+*()\-;]))/g;
const tokens: string[] = [];
let m: RegExpExecArray | null;
while ((m = re.exec(src)) !== null) {
  const [kind, text] = Object.entries(m.groups!).find(([, v]) => v !== undefined)!;
  tokens.push(`${kind}:${text}`);
}
console.log(tokens.join(" "));
