const big = {
  alpha: { one: 1, two: 2, three: 3 },
  beta: { one: 1, two: 2, three: 3 },
  gamma: { one: 1, two: 2, three: 3 },
  delta: { one: 1, two: 2, three: 3 },
  epsilon: { one: 1, two: 2, three: 3 },
  zeta: { one: 1 },
};
const n5: number = big;
console.log(n5);
