function run(cb: (() => void) | undefined): void {
  cb();
}
