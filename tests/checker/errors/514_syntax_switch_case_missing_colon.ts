function name(n: number): string {
  switch (n) {
    case 1 return "one";
    default: return "many";
  }
}
