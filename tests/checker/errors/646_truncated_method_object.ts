const api = {
  getUser(id: string): Promise<{ id: string; name: string }> { return Promise.resolve({ id, name: "" }); },
  listUsers(limit: number, offset: number): Promise<string[]> { return Promise.resolve([]); },
  deleteUser(id: string, reason: string, notify: boolean): void {},
  renameUser(id: string, name: string): void {},
  x: 1, y: 2, z: 3, w: 4, v: 5,
};
api.getUsers("1");
