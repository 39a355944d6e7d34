// Fluent interfaces returning this, with subclasses keeping their own type.
class Builder {
  protected parts: string[] = [];
  add(p: string) { this.parts.push(p); return this; }
  build() { return this.parts.join(" "); }
}
class HtmlBuilder extends Builder {
  tag(t: string) { return this.add(`<${t}>`); }
}
console.log(new HtmlBuilder().tag("p").add("text").tag("/p").build());
console.log(new Builder().add("a").add("b"));
