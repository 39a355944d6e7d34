let count: number = 0;
const field = "10";
if (field.length > 0) {
  count = field;
}
console.log(count);
