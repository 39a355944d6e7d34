const temps = [12, 18, 25, 19, 30, 14];
const lastHot = temps.findLast((t) => t > 20);
const lastHotIdx = temps.findLastIndex((t) => t > 20);
console.log(lastHot, lastHotIdx);
