const row = { id: 1, name: "a", email: "e", phone: "p", street: "s", city: "c", zip: "z", country: "x", createdAt: "t", updatedAt: "u", active: true, score: 3, a1: 1, a2: 2, a3: 3, a4: 4, a5: 5, a6: 6, a7: 7, a8: 8, a9: 9, b1: 1, b2: 2, b3: 3 };
const n1: number = row;
console.log(n1);
