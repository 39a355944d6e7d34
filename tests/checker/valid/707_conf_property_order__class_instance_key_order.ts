// Parameter properties come before field initialisers, then constructor body assignments.
class P { a = 1; constructor(public first: number, public second: number) { (this as any).late = 0; } b = 2; }
console.log(Object.keys(new P(1, 2)), new P(3, 4));
