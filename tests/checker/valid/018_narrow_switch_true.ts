function bucket(n: number | string): string {
  switch (true) {
    case typeof n === "string":
      return n.toUpperCase();
    case typeof n === "number" && n < 10:
      return "small";
    default:
      return "big";
  }
}
console.log(bucket(3), bucket("x"), bucket(30));
