const xs = [1, 2];
const ys = [3];
const total = xs + 1 - ys;
