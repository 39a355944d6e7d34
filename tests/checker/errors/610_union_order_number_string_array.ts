const mixed = [1, "two", 3];
const n: number[] = mixed;
console.log(n);
