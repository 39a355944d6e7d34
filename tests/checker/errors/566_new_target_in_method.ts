class Shape {
  describe(): string {
    return new.target ? "constructed" : "called";
  }
}
console.log(new Shape().describe());
