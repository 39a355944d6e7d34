const xs: number[] = [1];
const more = ["2", "3"];
const ys = xs.concat(more);
console.log(ys);
