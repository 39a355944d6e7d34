const data: number[] = inputs.values;
const avg = mean(data);
console.log(avg);
