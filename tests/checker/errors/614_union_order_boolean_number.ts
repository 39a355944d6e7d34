const flags = [true, 0, false];
const bs: boolean[] = flags;
console.log(bs);
