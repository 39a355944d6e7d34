let result: number;
const flag = [1, 2, 3].length > 2;
if (flag) {
  result = 1;
} else {
  throw new Error("unreachable");
}
console.log(result + 1);
