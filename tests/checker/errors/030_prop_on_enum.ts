enum Color {
  Red,
  Green,
  Blue,
}
const c = Color.Yellow;
console.log(c);
