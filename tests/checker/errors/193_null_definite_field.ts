class Service {
  name: string;
  start(): void {
    console.log(this.name);
  }
}
