class Config {
  readonly url: string = "http://x";
  change(): void {
    this.url = "http://y";
  }
}
