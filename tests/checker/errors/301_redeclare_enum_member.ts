enum Color {
  Red,
  Red,
}
