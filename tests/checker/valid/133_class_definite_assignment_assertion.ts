class Lazy {
  value!: string;
  init(): this {
    this.value = "ready";
    return this;
  }
}
console.log(new Lazy().init().value);
