let discount: number;
const total = 120;
if (total > 100) {
  discount = 0.1;
} else if (total > 50) {
  discount = 0.05;
}
console.log(total * (1 - discount));
