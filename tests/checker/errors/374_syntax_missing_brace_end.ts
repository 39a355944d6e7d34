function greet(name: string) {
  if (name) {
    console.log("hi " + name);
}
