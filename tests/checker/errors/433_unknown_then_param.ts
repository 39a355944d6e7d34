const pending: Promise<unknown> = Promise.resolve({ id: 1 });
pending.then((value) => {
  console.log(value.id);
});
