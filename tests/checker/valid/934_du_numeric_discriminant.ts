type Packet = { version: 1; payload: string } | { version: 2; payload: Uint8Array | string; checksum: number };
function describe(p: Packet): string {
  if (p.version === 1) return p.payload;
  return `${typeof p.payload} ${p.checksum}`;
}
console.log(describe({ version: 1, payload: "a" }));
