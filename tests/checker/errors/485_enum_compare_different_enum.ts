enum Color {
  Red,
  Blue,
}
enum Size {
  Small,
  Large,
}
function isRed(c: Color): boolean {
  return c === Size.Small;
}
