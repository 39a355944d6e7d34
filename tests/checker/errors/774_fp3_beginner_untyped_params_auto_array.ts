let accounts = [];
let log = [];

function createAccount(owner, initial) {
  let acc = { owner: owner, balance: initial || 0, history: [] };
  accounts.push(acc);
  return acc;
}

function findAccount(owner: string) {
  for (let i = 0; i < accounts.length; i++) {
    if (accounts[i].owner == owner) return accounts[i];
  }
  return null;
}
