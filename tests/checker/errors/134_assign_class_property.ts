class Thermostat {
  target: number = 20;
  setTarget(value: string): void {
    this.target = value;
  }
}
