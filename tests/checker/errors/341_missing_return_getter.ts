class Temp {
  private c = 0;
  get value() {
    this.c++;
  }
}
