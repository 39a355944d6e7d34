function f(x: number) {
  case 1:
    return "one";
}
