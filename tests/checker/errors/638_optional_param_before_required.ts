function build(prefix?: string, name: string) {
  return (prefix ?? "") + name;
}
console.log(build("a", "b"));
