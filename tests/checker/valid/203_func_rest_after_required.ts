function tag(name: string, ...classes: string[]): string {
  return `<${name} class="${classes.join(" ")}">`;
}
console.log(tag("div"), tag("span", "a", "b"));
