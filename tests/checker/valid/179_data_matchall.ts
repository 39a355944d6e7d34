const text = "x=1, y=22, z=333";
const pairs = [...text.matchAll(/(\w)=(\d+)/g)].map((m) => [m[1], Number(m[2])] as const);
console.log(pairs);
