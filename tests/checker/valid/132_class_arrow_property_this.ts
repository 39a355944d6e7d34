class Clicker {
  clicks = 0;
  handle = (): void => {
    this.clicks++;
  };
}
const k = new Clicker();
const h = k.handle;
h();
h();
console.log(k.clicks);
