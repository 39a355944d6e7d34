interface Printable {
  print(): string;
  width: number;
}
class Label implements Printable {
  width = 10;
}
