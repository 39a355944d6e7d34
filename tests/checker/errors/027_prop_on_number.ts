const orderIds: number[] = inputs.orderIds ?? [];
for (const id of orderIds) {
  if (id.length !== 8) {
    console.log("bad id", id);
  }
}
