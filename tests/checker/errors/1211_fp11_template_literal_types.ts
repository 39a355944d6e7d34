type Px = `${number}px`;
const a: Px = "10em";
const b: Px = "px";
const c: string = "1px";
const d: Px = c;
type Ev = { type: `${string}Success`; data: number } | { type: `${string}Failure`; error: string };
function h(e: Ev) { if (e.type === "loadFailure") return e.data; return 0; }
console.log(a, b, d, h);
