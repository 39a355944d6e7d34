function show({ name, age }) {
  console.log(name, age);
}
