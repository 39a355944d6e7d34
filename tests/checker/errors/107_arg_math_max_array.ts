const readings = inputs.readings as number[];
const highest = Math.max(readings);
const lowest = Math.min(...readings);
console.log(highest - lowest);
