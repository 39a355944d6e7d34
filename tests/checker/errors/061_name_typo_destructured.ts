const { firstName, lastName } = { firstName: "Ada", lastName: "Lovelace" };
console.log(`${firstname} ${lastName}`);
