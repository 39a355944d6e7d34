function between(min: number, max: number): number {
  return Math.floor(Math.random() * (max - min)) + min;
}
const bounds = [1, 10];
console.log(between(...bounds));
