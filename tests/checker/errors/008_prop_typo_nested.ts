interface Address {
  street: string;
  city: string;
  zipCode: string;
}
interface Customer {
  name: string;
  address: Address;
}

function label(c: Customer): string {
  return `${c.name}, ${c.address.zipcode} ${c.address.city}`;
}
