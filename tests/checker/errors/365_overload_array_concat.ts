const xs: number[] = [1];
const ys = xs.concat(["2"]);
