enum Color {
  Red
  Green
}
console.log(Color.Red);
