function setFlag(name: string, value: boolean): void {
  console.log(name, value);
}
setFlag("verbose", "true");
