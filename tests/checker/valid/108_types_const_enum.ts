const enum Flag {
  None = 0,
  A = 1 << 0,
  B = 1 << 1,
}
const both = Flag.A | Flag.B;
console.log((both & Flag.B) !== 0);
