const arr: number[] = [];
const first: number = arr[0];
console.log(first === undefined ? "empty" : first);
