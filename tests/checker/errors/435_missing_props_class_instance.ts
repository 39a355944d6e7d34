class Invoice {
  constructor(
    public id: string,
    public amount: number,
    public paid: boolean,
  ) {}
}
const inv: Invoice = { id: "x" } as { id: string } as Invoice;
const inv2: Invoice = { id: "y" };
