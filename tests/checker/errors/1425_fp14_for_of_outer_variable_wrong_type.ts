const words = ["ab", "cde"];
let total: number;
for (total of words) {
  console.log(total);
}
