function f1(v: string | number | boolean): string { switch (typeof v) { case "string": return v; case "number": return "n"; } }
function f2(v: string | { a: 1 } | null): string { switch (typeof v) { case "string": return v; case "object": return "o"; } }
function f3(v: unknown): string { switch (typeof v) { case "string": return v; case "object": return "o"; } }
function f4(v: any): string { switch (typeof v) { case "string": return v; case "object": return "o"; } }
function f5(v: string | (() => void)): string { switch (typeof v) { case "string": return v; case "function": return "f"; } }
function f6(v: bigint | symbol | undefined): string { switch (typeof v) { case "bigint": return "b"; case "symbol": return "s"; case "undefined": return "u"; } }
