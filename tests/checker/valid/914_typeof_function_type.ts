function greet(name: string, loud = false) {
  return loud ? name.toUpperCase() + "!" : `hi ${name}`;
}
const alias: typeof greet = (n, l) => (l ? n : n.toLowerCase());
console.log(greet("a"), alias("B", true));
