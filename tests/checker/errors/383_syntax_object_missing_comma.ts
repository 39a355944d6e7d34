const user = {
  name: "Ann"
  age: 30,
};
